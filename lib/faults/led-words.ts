import type { LocaleId } from '../i18n/locales'

/**
 * The words readers of each language use for the controller's LEDs, their colours and patterns,
 * besides the labels printed on the device and written in the LED tables (lib/server/faults.ts
 * adds those). Language data, like the search's stop word lists: keyed by the LED, colour and
 * pattern ids of content/data/controller.yaml, never by a query.
 */
type Words = Partial<Record<LocaleId, string[]>>

export const LED_NAME_WORDS: Record<string, Words> = {
  power: {
    en: ['power', 'supply'], de: ['strom', 'power', 'versorgung', 'spannung'], nl: ['voeding', 'stroom', 'power'], fr: ['alimentation', 'power', 'courant'],
    it: ['alimentazione', 'power'], pl: ['zasilanie', 'zasilania', 'power'], pt: ['energia', 'alimentação', 'power'], es: ['alimentación', 'encendido', 'power', 'corriente'],
    sv: ['ström', 'power', 'matning'], ch: ['电源', '供电'], ar: ['الطاقة', 'التغذية', 'الكهرباء'], hi: ['पावर', 'बिजली'],
  },
  network: {
    en: ['network', 'lan'], de: ['netzwerk', 'netz', 'lan'], nl: ['netwerk'], fr: ['réseau', 'network'], it: ['rete', 'network'], pl: ['sieć', 'sieci'],
    pt: ['rede'], es: ['red'], sv: ['nätverk', 'nätverket'], ch: ['网络'], ar: ['الشبكة', 'شبكة'], hi: ['नेटवर्क'],
  },
  cloud: {
    en: ['cloud'], de: ['cloud', 'wolke'], nl: ['cloud', 'wolk'], fr: ['cloud', 'nuage'], it: ['cloud', 'nuvola'], pl: ['chmura', 'chmury', 'cloud'],
    pt: ['nuvem', 'cloud'], es: ['nube', 'cloud'], sv: ['moln', 'molnet', 'cloud'], ch: ['云'], ar: ['السحابة', 'سحابة'], hi: ['क्लाउड'],
  },
}

export const LED_COLOUR_WORDS: Record<string, Words> = {
  off: { en: ['off', 'dark', 'unlit'] },
  green: {
    en: ['green'], de: ['grün'], nl: ['groen'], fr: ['vert', 'verte'], it: ['verde'], pl: ['zielona', 'zielono', 'zielony'], pt: ['verde'], es: ['verde'],
    sv: ['grön', 'grönt'], ch: ['绿'], ar: ['أخضر', 'الأخضر', 'خضراء'], hi: ['हरी', 'हरा', 'ग्रीन'],
  },
  amber: {
    en: ['amber', 'orange', 'yellow'], de: ['orange', 'gelb'], nl: ['oranje', 'geel'], fr: ['orange', 'jaune', 'ambre'], it: ['arancione', 'giallo', 'gialla', 'ambra'],
    pl: ['pomarańczowa', 'pomarańczowo', 'żółta', 'żółto'], pt: ['laranja', 'amarela', 'amarelo', 'âmbar'], es: ['naranja', 'amarilla', 'amarillo', 'ámbar'],
    sv: ['orange', 'gul', 'gult'], ch: ['黄', '橙', '琥珀'], ar: ['برتقالي', 'أصفر', 'البرتقالي', 'الأصفر', 'كهرماني'], hi: ['नारंगी', 'पीली', 'पीला', 'ऑरेंज'],
  },
  red: {
    en: ['red'], de: ['rot'], nl: ['rood'], fr: ['rouge'], it: ['rosso', 'rossa'], pl: ['czerwona', 'czerwono', 'czerwony'], pt: ['vermelha', 'vermelho'],
    es: ['roja', 'rojo'], sv: ['röd', 'rött'], ch: ['红'], ar: ['أحمر', 'الأحمر', 'حمراء'], hi: ['लाल'],
  },
}

export const LED_PATTERN_WORDS: Record<string, Words> = {
  off: {
    en: ['off', 'dark', 'unlit', 'not lit', 'out'], de: ['aus', 'dunkel', 'leuchtet nicht'], nl: ['uit', 'brandt niet'], fr: ['éteint', 'éteinte'], it: ['spento', 'spenta'],
    pl: ['nie świeci', 'zgaszona'], pt: ['apagado', 'apagada'], es: ['apagado', 'apagada'], sv: ['släckt', 'lyser inte'], ch: ['不亮', '熄灭', '灭'], ar: ['مطفأ', 'مطفأة', 'لا يضيء'], hi: ['बंद'],
  },
  solid: {
    en: ['on', 'solid', 'steady', 'lit', 'constant'], de: ['leuchtet', 'dauerhaft'], nl: ['brandt', 'continu'], fr: ['fixe', 'allumé', 'allumée'], it: ['fisso', 'fissa', 'accesa', 'acceso'],
    pl: ['świeci', 'ciągle'], pt: ['fixo', 'fixa', 'acesa', 'aceso'], es: ['fijo', 'fija', 'encendida', 'encendido'], sv: ['lyser', 'fast'], ch: ['常亮', '亮着'], ar: ['ثابت', 'ثابتة', 'مضاء'], hi: ['जल रही', 'जला'],
  },
  'blink-slow': {
    en: ['blinking', 'blinks', 'flashing', 'slow'], de: ['blinkt', 'langsam'], nl: ['knippert', 'langzaam'], fr: ['clignote', 'lentement'], it: ['lampeggia', 'lento', 'lentamente'],
    pl: ['miga', 'wolno'], pt: ['pisca', 'devagar', 'lento'], es: ['parpadea', 'lento', 'despacio'], sv: ['blinkar', 'långsamt'], ch: ['闪', '慢'], ar: ['يومض', 'وميض', 'ببطء'], hi: ['टिमटिमा', 'ब्लिंक', 'धीरे'],
  },
  'blink-fast': {
    en: ['blinking', 'blinks', 'flashing', 'fast', 'flickering'], de: ['blinkt', 'schnell', 'flackert'], nl: ['knippert', 'snel'], fr: ['clignote', 'rapidement', 'vite'], it: ['lampeggia', 'veloce', 'velocemente'],
    pl: ['miga', 'szybko'], pt: ['pisca', 'rápido', 'depressa'], es: ['parpadea', 'rápido', 'rápidamente'], sv: ['blinkar', 'snabbt'], ch: ['闪', '快'], ar: ['يومض', 'وميض', 'بسرعة'], hi: ['टिमटिमा', 'ब्लिंक', 'तेज'],
  },
  flash: {
    en: ['flash', 'flashes', 'blip'], de: ['blitzt', 'aufblitzen'], nl: ['flitst', 'flits'], fr: ['flash', 'éclair'], it: ['lampo'], pl: ['błyska', 'błysk'],
    pt: ['pisca rápido', 'flash'], es: ['destello', 'destella'], sv: ['blixtrar', 'blink'], ch: ['短闪'], ar: ['ومضة'], hi: ['फ्लैश'],
  },
}

/** A table's words in the reader's language and in English. */
export function wordsFor(table: Record<string, Words>, id: string, locale: LocaleId): string[] {
  const entry = table[id] ?? {}
  return [...new Set([...(entry[locale] ?? []), ...(entry.en ?? [])])]
}
