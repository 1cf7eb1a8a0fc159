import { isHanTerm, normalizeWord } from './tokenize'

/**
 * Words that carry little meaning in a query, per language (question words included, as
 * readers type whole questions). They still match, but weigh less than the other words.
 */
const STOP_WORDS: Record<string, string> = {
  en: 'a an and are as at be by can do does for from how i in is it my of on or the to what when where which who why with you your should will my me there this that',
  nl: 'de het een en van in op is te met voor aan hoe wat waar wanneer waarom welke wie ik mijn je jouw u uw kan kun moet er dit dat niet of om bij',
  fr: 'le la les un une des de du et en à au aux pour sur dans est comment que quoi où quand pourquoi quel quelle je mon ma mes vous votre il elle ce cette peut dois ne pas avec par',
  de: 'der die das ein eine und oder in im am an auf für mit von zu zum zur ist wie was wo wann warum welche welcher ich mein meine sie ihr kann muss nicht es den dem des bei',
  it: 'il lo la i gli le un una e di del della in a al per su con come cosa dove quando perché quale io mio mia si può devo non è che',
  pl: 'i w na z do o że jak co gdzie kiedy dlaczego który która jest się nie czy mój moja mogę muszę to ten ta od po przez dla',
  pt: 'o a os as um uma e de do da em no na para por com como que onde quando porque qual eu meu minha pode devo não é se ao',
  es: 'el la los las un una y de del en a al para por con cómo como qué que dónde cuándo por qué cuál yo mi mis puede debo no es se lo',
  sv: 'en ett och i på av för med till om hur vad var när varför vilken jag min mitt kan måste inte är det den som att',
  ar: 'في من على الى إلى عن ما ماذا كيف أين متى لماذا هل هو هي أنا و أو مع هذا هذه ذلك التي الذي يمكن لا',
  hi: 'का की के है और में से को पर यह वह क्या कैसे कहाँ कब क्यों कौन मैं मेरा मेरी हैं भी या नहीं एक',
  ch: '的 了 是 在 和 与 或 吗 呢 什么 怎么 如何 为什么 哪里 哪个 我 我的 可以 不',
}

let all: Set<string> | undefined

/** Stop words of every language (queries and pages mix languages), normalised like terms. */
export function isStopWord(term: string): boolean {
  all ??= new Set(
    Object.values(STOP_WORDS).flatMap((list) => list.split(' ').map((word) => (isHanTerm(word) ? word : normalizeWord(word)))),
  )
  return all.has(term)
}
