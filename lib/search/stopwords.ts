import { isHanTerm, normalizeWord } from './tokenize'

/**
 * Words that carry little meaning in a query, per language (question words included, as
 * readers type whole questions). They still match, but weigh less than the other words.
 */
const STOP_WORDS: Record<string, string> = {
  en: 'a an and are as at be by can could do does did for from how i in is it its my of on or the to what when where which who whom whose why with you your should would will me there this that these those get need must much many any some so if into about than then',
  nl: 'de het een en van in op is te met voor aan hoe wat waar wanneer waarom welke welk wie ik mijn je jouw u uw kan kun kunnen moet moeten er dit dat deze niet of om bij naar zo zoveel veel doe doet wordt worden',
  fr: 'le la les l un une des de du d et en à au aux pour sur dans est sont comment que qu quoi où quand pourquoi quel quelle quels quelles je j mon ma mes vous votre vos il elle ils ce cette ces peut peuvent dois doit faut ne pas avec par se s autant si y a',
  de: 'der die das ein eine einen einem und oder in im am an auf für mit von zu zum zur ist sind wie was wo wann warum welche welcher welches ich mein meine sie ihr kann können muss müssen nicht es den dem des bei so viele viel wird werden man mich mir',
  it: 'il lo la i gli le un una e di del della in a al per su con come cosa dove quando perché quale io mio mia si può devo non è che',
  pl: 'i w na z do o że jak co gdzie kiedy dlaczego który która jest się nie czy mój moja mogę muszę to ten ta od po przez dla',
  pt: 'o a os as um uma e de do da em no na para por com como que onde quando porque qual eu meu minha pode devo não é se ao',
  es: 'el la los las un una y de del en a al para por con cómo como qué que dónde cuándo por qué cuál yo mi mis puede debo no es se lo',
  sv: 'en ett och i på av för med till om hur vad var när varför vilken jag min mitt kan måste inte är det den som att',
  ar: 'في من على الى إلى عن ما ماذا كيف أين متى لماذا هل هو هي أنا و أو مع هذا هذه ذلك التي الذي يمكن لا',
  hi: 'का की के है और में से को पर यह वह क्या कैसे कहाँ कब क्यों कौन मैं मेरा मेरी हैं भी या नहीं एक',
  ch: '的 了 是 在 和 与 或 吗 呢 什么 怎么 怎样 如何 为什么 哪里 哪个 哪些 我 我的 可以 不 需要 这么 那么 多少 多 是否 能 要 将 把 有 会',
}

let all: Set<string> | undefined

/** Stop words of every language (queries and pages mix languages), normalised like terms. */
export function isStopWord(term: string): boolean {
  all ??= new Set(
    Object.values(STOP_WORDS).flatMap((list) => list.split(' ').map((word) => (isHanTerm(word) ? word : normalizeWord(word)))),
  )
  return all.has(term)
}
