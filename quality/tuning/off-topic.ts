import type { LocaleId } from '@/lib/i18n/locales'

/**
 * Questions the documentation does not answer, in the twelve languages: general knowledge,
 * cooking, papers at the town hall, other products. Ask should say so (and offer the closest
 * pages only when they are close). Written in stop 52 as a tuning set for Ask's bar (how much of
 * a question a page must hold to answer it); each question shares everyday words with the docs
 * ("renew", "change", "new", "pass"), which is what makes the bar hard.
 */
export interface OffTopicQuestion {
  locale: LocaleId
  question: string
}

export const OFF_TOPIC_QUESTIONS: OffTopicQuestion[] = [
  { locale: 'en', question: 'What is the capital of France?' },
  { locale: 'en', question: 'how do I bake sourdough bread at home' },
  { locale: 'en', question: 'which smartphone has the best camera this year' },
  { locale: 'en', question: 'how do I change a flat tyre on my car' },
  { locale: 'en', question: 'can I get a tax refund for my holiday flights' },
  { locale: 'nl', question: 'Hoe lang moet ik een ei koken?' },
  { locale: 'nl', question: 'welke fiets is het beste voor woon-werkverkeer' },
  { locale: 'nl', question: 'Hoe vraag ik een nieuw paspoort aan bij de gemeente?' },
  { locale: 'de', question: 'Wie backe ich einen Apfelkuchen?' },
  { locale: 'de', question: 'Welche Krankenkasse ist am günstigsten?' },
  { locale: 'de', question: 'wie wechsle ich die Reifen am Fahrrad' },
  { locale: 'fr', question: 'Quelle est la meilleure recette de crêpes ?' },
  { locale: 'fr', question: 'Comment renouveler mon passeport en mairie ?' },
  { locale: 'fr', question: 'quel temps fera-t-il demain à Lyon' },
  { locale: 'it', question: 'Come si prepara il tiramisù?' },
  { locale: 'it', question: 'Quando apre il museo del Colosseo?' },
  { locale: 'it', question: 'quale squadra ha vinto il campionato' },
  { locale: 'pl', question: 'Jak ugotować barszcz czerwony?' },
  { locale: 'pl', question: 'Gdzie wyrobić nowy dowód osobisty?' },
  { locale: 'pl', question: 'jaki telefon kupić do 1000 zł' },
  { locale: 'pt', question: 'Como se faz bacalhau à brás?' },
  { locale: 'pt', question: 'Qual é a capital do Brasil?' },
  { locale: 'pt', question: 'como renovar a carta de condução' },
  { locale: 'es', question: '¿Cómo se prepara una paella valenciana?' },
  { locale: 'es', question: '¿Quién ganó el mundial de fútbol en 2010?' },
  { locale: 'es', question: 'cómo pedir cita con el médico de cabecera' },
  { locale: 'sv', question: 'Hur bakar man kanelbullar?' },
  { locale: 'sv', question: 'Vilken bank har lägst ränta på bolån?' },
  { locale: 'sv', question: 'hur förnyar jag mitt pass' },
  { locale: 'ch', question: '红烧肉怎么做？' },
  { locale: 'ch', question: '明天北京的天气怎么样？' },
  { locale: 'ch', question: '怎么办理护照？' },
  { locale: 'ar', question: 'كيف أطبخ الكبسة باللحم؟' },
  { locale: 'ar', question: 'ما هي عاصمة اليابان؟' },
  { locale: 'ar', question: 'كيف أجدد جواز السفر؟' },
  { locale: 'hi', question: 'दाल मखनी कैसे बनाते हैं?' },
  { locale: 'hi', question: 'भारत की राजधानी क्या है?' },
  { locale: 'hi', question: 'पासपोर्ट का नवीनीकरण कैसे करें?' },
]
