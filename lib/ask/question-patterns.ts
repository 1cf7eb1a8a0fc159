/**
 * How readers start a question in each language, by the answer it wants (lib/ask/question-shape.ts):
 * the steps of a procedure, a value, or the cause of a symptom (`why` asks for a cause whatever
 * else the question holds; `symptom` is the other ways a symptom is told). Latin scripts with or without
 * accents, as readers type. `\b` is a word boundary for every script there. A data module: the
 * search worker of a locale is built with its own language's patterns and English only
 * (scripts/build-search-worker.ts).
 */
export const QUESTION_PATTERNS: Record<string, { steps: RegExp; value: RegExp; why: RegExp; symptom: RegExp }> = {
  en: {
    steps: /\bhow (?:do|can|should|would) (?:i|we|you)\b|\bhow to\b|\bsteps? to\b/i,
    value: /\bwhat(?:'s| is| are)? (?:the )?(?:\w+ )?(?:max(?:imum)?|min(?:imum)?|default|rating|size|value|voltage|current|temperature|range|port|speed|distance|length|number)\b|\bhow (?:much|many|long|far|fast|big|often|hot|cold|high|low)\b|\bwhich (?:port|unit id|address|baud|fuse|breaker|cable|wire|ip|version|firmware)\b|\bwhat (?:temperature|voltage|size|port|cable|wire|unit id|address|baud rate)s?\b|\bbetween what\b|\bat what (?:temperature|voltage|distance|speed)\b/i,
    why: /\bwhy\b/i,
    symptom: /\b(?:does not|doesn't|doesnt|do not|don't|dont|won't|cannot|can't|isn't|not|no longer|never|stopped|stops|keeps)\b|\berror\b|\bfail(?:s|ed|ing)?\b|\bbroken\b|\boffline\b/i,
  },
  nl: {
    steps: /\bhoe (?:kan|moet|doe|stel|sluit|zet|voeg|installeer|verbind|reset|maak)\b|\bhoe\b.*\b(?:ik|je|u)\b/i,
    value: /\bhoeveel\b|\bhoe (?:lang|ver|snel|groot|vaak|warm|hoog)\b|\bwelke \w*(?:poort|kabel|zekering|unit|versie|spanning|temperatuur|vermogen)(?:en)?\b|\b(?:tussen|bij) welke\b|\bwat is (?:de|het) (?:max|min|standaard)/i,
    why: /\bwaarom\b/i,
    symptom: /\bniet\b|\bgeen\b|\bfout(?:melding)?\b|\bstopt\b|\bwerkt niet\b|\bdoet het niet\b/i,
  },
  fr: {
    steps: /\bcomment (?:faire|puis|dois|peut|on|installer|ajouter|configurer|connecter|r[ée]initialiser|mettre|activer|relier)\b|\bcomment\b.*\b(?:je|on)\b/i,
    value: /\bcombien\b|\bquel(?:le)?s? (?:est|sont) (?:la|le|les) (?:max|min|tension|temp[ée]rature|port|taille|valeur|section|distance)|\bquel(?:le)?s? (?:port|c[aâ]ble|fusible|tension|version|temp[ée]rature)s?\b|\bentre quel(?:le)?s\b|\b[àa] quelle (?:temp[ée]rature|tension|distance)\b/i,
    why: /\bpourquoi\b/i,
    symptom: /\bne\b.*\bpas\b|\bplus\b.*\bne\b|\berreur\b|\bpanne\b|\bs'arr[eê]te\b/i,
  },
  de: {
    steps: /\bwie (?:kann|muss|soll|stelle|schlie(?:ß|ss)e|richte|setze|verbinde|installiere|f[üu]ge|aktiviere)\b|\bwie\b.*\b(?:ich|man)\b/i,
    value: /\bwie (?:viel|viele|lang|weit|schnell|gro(?:ß|ss)|oft|warm|hoch)\b|\bwelche[rsnm]? \w*(?:port|kabel|sicherung|spannung|version|unit|adresse|temperatur|größe|grösse|leistung)(?:en)?\b|\bbei welcher\b|\bzwischen welchen\b|\bwas ist (?:die|der|das) (?:max|min|standard)/i,
    why: /\bwarum\b/i,
    symptom: /\bnicht\b|\bkein(?:e|en)?\b|\bfehler\b|\bst[oö]rung\b|\bausfall\b/i,
  },
  it: {
    steps: /\bcome (?:posso|devo|si|faccio|installo|collego|configuro|aggiungo|attivo|resetto)\b/i,
    value: /\bquant[oiae]\b|\bqual(?:e|i)? (?:[eè]|sono) (?:la|il|le|i) (?:max|min|tensione|temperatura|porta)|\bqual[ei] (?:porta|porte|cavo|cavi|fusibile|tensione|versione|temperatura|temperature)\b|\btra quali\b|\ba quale (?:temperatura|tensione|distanza)\b/i,
    why: /\bperch[eé]\b/i,
    symptom: /\bnon\b|\berrore\b|\bguasto\b|\bsi ferma\b/i,
  },
  pl: {
    steps: /\bjak (?:mog[eę]|mam|zainstalowa[cć]|pod[lł][aą]czy[cć]|skonfigurowa[cć]|doda[cć]|zresetowa[cć]|ustawi[cć]|w[lł][aą]czy[cć])\b/i,
    value: /\bile\b|\bjak (?:d[lł]ugo|daleko|szybko|du[zż]y|cz[eę]sto)\b|\bjaki(?:e|ego)? (?:port|kabel|bezpiecznik|napi[eę]cie|wersj)|\bw jakiej (?:temperaturze|odleg[lł]o[sś]ci)\b|\bw jakim zakresie\b/i,
    why: /\bdlaczego\b/i,
    symptom: /\bnie\b|\bb[lł][aą]d\b|\bawaria\b/i,
  },
  pt: {
    steps: /\bcomo (?:posso|devo|fa[cç]o|instalo|ligo|configuro|adiciono|instalar|ligar|configurar|adicionar|ativar|repor)\b/i,
    value: /\bquant[oa]s?\b|\bqual (?:[ée]|a|o) (?:m[aá]x|m[ií]n|tens[aã]o|temperatura|porta)|\bqual (?:porta|cabo|fus[ií]vel|disjuntor|vers[aã]o)\b|\bentre que\b|\ba que (?:temperatura|tens[aã]o|dist[aâ]ncia)\b/i,
    why: /\bpor ?qu[eê]\b/i,
    symptom: /\bn[aã]o\b|\berro\b|\bavaria\b/i,
  },
  es: {
    steps: /\bc[oó]mo (?:puedo|debo|hago|instalo|conecto|configuro|a[nñ]ado|instalar|conectar|configurar|a[nñ]adir|activar|restablecer|reinicio)\b/i,
    value: /\bcu[aá]nt[oa]s?\b|\bcu[aá]l es (?:la|el) (?:m[aá]x|m[ií]n|tensi[oó]n|temperatura|puerto)|\bqu[eé] (?:puerto|cable|fusible|tensi[oó]n|versi[oó]n|temperatura)s?\b|\bentre qu[eé]\b|\ba qu[eé] (?:temperatura|tensi[oó]n|distancia)\b/i,
    why: /\bpor qu[eé]\b/i,
    symptom: /\bno (?:funciona|carga|conecta|aparece|muestra)\b|\berror\b|\bfalla\b|\baver[ií]a\b/i,
  },
  sv: {
    steps: /\bhur (?:g[oö]r|kan|ska|installerar|ansluter|st[aä]ller|l[aä]gger|[aå]terst[aä]ller|aktiverar)\b/i,
    value: /\bhur (?:mycket|m[aå]nga|l[aå]ng|l[aå]ngt|snabbt|stor|ofta|varm|h[oö]g)\b|\bvilk(?:en|a) \w*(?:port|kabel|s[aä]kring|sp[aä]nning|version|temperatur|effekt)(?:ar|er)?\b|\bmellan vilka\b|\bvid vilken\b/i,
    why: /\bvarf[oö]r\b/i,
    symptom: /\binte\b|\bfel\b|\bslutar\b/i,
  },
  ch: {
    steps: /如何|怎么|怎样|步骤/,
    value: /多少|多大|多长|多久|多快|多高|几个|哪个端口|什么温度|什么电压|最大|最小|额定/,
    why: /为什么/,
    symptom: /不能|无法|不工作|不充电|故障|错误|失败|断开|离线/,
  },
  ar: {
    steps: /كيف|خطوات/,
    value: /\bكم\b|ما (?:هو|هي) (?:الحد|أقصى|اقصى|أدنى|ادنى)|أي منفذ|اي منفذ|درجة حرارة|جهد/,
    why: /لماذا/,
    symptom: /لا يعمل|لا يشحن|لا يظهر|خطأ|عطل|مشكلة|توقف/,
  },
  hi: {
    steps: /कैसे|तरीका/,
    value: /कितना|कितनी|कितने|अधिकतम|न्यूनतम|कौन सा पोर्ट|तापमान/,
    why: /क्यों/,
    symptom: /नहीं|काम नहीं|त्रुटि|खराब|समस्या|बंद/,
  },
}
