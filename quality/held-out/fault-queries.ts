import type { HeldOutFaultQuery } from './types'

/** Held-out code and LED queries (en, de, nl, fr, es, ch, ar, pl, pt, it, sv, hi). Written without looking at the lookup's matching; never tune on them. */
export const FAULT_QUERIES: HeldOutFaultQuery[] = [
  // en
  { locale: 'en', kind: 'code', query: 'e502', expect: ['controller:E-502'] },
  { locale: 'en', kind: 'code', query: 'huawei 2032', expect: ['Huawei:2032'] },
  { locale: 'en', kind: 'code', query: 'victron error 38', expect: ['Victron Energy:38'] },
  { locale: 'en', kind: 'code', query: 'inverter shows alarm 2062', expect: ['Huawei:2062'] },
  { locale: 'en', kind: 'code', query: '202', expect: ['Growatt:202', 'SMA:202', 'controller:E-202'] },
  { locale: 'en', kind: 'code', query: 'EC 106 on the BYD battery', expect: ['BYD:EC106'] },
  { locale: 'en', kind: 'code', query: 'VE.Bus error 8', expect: ['Victron Energy:8'] },
  { locale: 'en', kind: 'code', query: '101 error', expect: ['BYD:EC101', 'SMA:101', 'controller:E-101'] },
  { locale: 'en', kind: 'led', query: 'cloud light flashing red', expect: ['cloud/red/blink-slow'] },
  { locale: 'en', kind: 'led', query: 'network LED blinking orange', expect: ['network/amber/blink-slow'] },
  { locale: 'en', kind: 'led', query: 'power led not lit', expect: ['power/off/off'] },
  { locale: 'en', kind: 'led', query: 'controller light slowly blinking orange', expect: ['network/amber/blink-slow', 'cloud/amber/blink-slow'] },

  // de
  { locale: 'de', kind: 'code', query: 'Fehler E-204 am Controller', expect: ['controller:E-204'] },
  { locale: 'de', kind: 'code', query: 'Ereignis 3501', expect: ['SMA:3501'] },
  { locale: 'de', kind: 'code', query: 'mein Wechselrichter zeigt 2033', expect: ['Huawei:2033'] },
  { locale: 'de', kind: 'code', query: 'E 605', expect: ['controller:E-605'] },
  { locale: 'de', kind: 'code', query: 'Deye Fehlercode F58', expect: ['Deye:F58'] },
  { locale: 'de', kind: 'code', query: 'SMA 202', expect: ['SMA:202'] },
  { locale: 'de', kind: 'code', query: 'Störung 301', expect: ['SMA:301', 'controller:E-301'] },
  { locale: 'de', kind: 'led', query: 'Netzwerk-LED leuchtet rot', expect: ['network/red/solid'] },
  { locale: 'de', kind: 'led', query: 'Cloud LED blinkt gelb', expect: ['cloud/amber/blink-slow'] },
  { locale: 'de', kind: 'led', query: 'Power LED ist grün', expect: ['power/green/solid', 'power/green/blink-slow'] },

  // nl
  { locale: 'nl', kind: 'code', query: 'foutcode E-303', expect: ['controller:E-303'] },
  { locale: 'nl', kind: 'code', query: 'sma 3401', expect: ['SMA:3401'] },
  { locale: 'nl', kind: 'code', query: 'omvormer geeft storing 2011', expect: ['Huawei:2011'] },
  { locale: 'nl', kind: 'code', query: 'e950', expect: ['controller:E-950'] },
  { locale: 'nl', kind: 'code', query: 'sungrow foutmelding 39', expect: ['Sungrow:39'] },
  { locale: 'nl', kind: 'led', query: 'cloud lampje knippert rood', expect: ['cloud/red/blink-slow'] },
  { locale: 'nl', kind: 'led', query: 'netwerk led brandt groen', expect: ['network/green/solid'] },
  { locale: 'nl', kind: 'led', query: 'lampje voeding oranje', expect: ['power/amber/solid'] },

  // fr
  { locale: 'fr', kind: 'code', query: 'code erreur E-501', expect: ['controller:E-501'] },
  { locale: 'fr', kind: 'code', query: 'onduleur Fronius code 1030', expect: ['Fronius:1030'] },
  { locale: 'fr', kind: 'code', query: 'E402', expect: ['controller:E-402'] },
  { locale: 'fr', kind: 'code', query: 'événement SMA 901', expect: ['SMA:901'] },
  { locale: 'fr', kind: 'code', query: 'Victron erreur 17', expect: ['Victron Energy:17'] },
  { locale: 'fr', kind: 'led', query: 'le voyant Power est orange fixe', expect: ['power/amber/solid'] },
  { locale: 'fr', kind: 'led', query: 'voyant réseau clignote vert rapidement', expect: ['network/green/blink-fast'] },
  { locale: 'fr', kind: 'led', query: 'voyant nuage éteint', expect: ['cloud/off/off'] },

  // es
  { locale: 'es', kind: 'code', query: 'código de error 2032', expect: ['Huawei:2032'] },
  { locale: 'es', kind: 'code', query: 'error e-800 en el controlador', expect: ['controller:E-800'] },
  { locale: 'es', kind: 'code', query: 'Growatt error 302', expect: ['Growatt:302'] },
  { locale: 'es', kind: 'code', query: 'alarma 514 sungrow', expect: ['Sungrow:514'] },
  { locale: 'es', kind: 'led', query: 'luz de red roja fija', expect: ['network/red/solid'] },
  { locale: 'es', kind: 'led', query: 'el led de la nube parpadea en verde', expect: ['cloud/green/flash'] },

  // ch (Simplified Chinese)
  { locale: 'ch', kind: 'code', query: '代码 E-204', expect: ['controller:E-204'] },
  { locale: 'ch', kind: 'code', query: '逆变器报错 3701', expect: ['SMA:3701'] },
  { locale: 'ch', kind: 'code', query: 'E-206是什么意思', expect: ['controller:E-206'] },
  { locale: 'ch', kind: 'code', query: '故障码F24', expect: ['Deye:F24'] },
  { locale: 'ch', kind: 'led', query: '电源指示灯红色常亮', expect: ['power/red/solid'] },
  { locale: 'ch', kind: 'led', query: '云指示灯黄色慢闪', expect: ['cloud/amber/blink-slow'] },
  { locale: 'ch', kind: 'led', query: '网络指示灯一直在闪', expect: ['network/green/blink-fast', 'network/amber/blink-slow'] },

  // ar
  { locale: 'ar', kind: 'code', query: 'رمز الخطأ E-301', expect: ['controller:E-301'] },
  { locale: 'ar', kind: 'code', query: 'العاكس يعرض الإنذار 2051', expect: ['Huawei:2051'] },
  { locale: 'ar', kind: 'code', query: 'خطأ E 902', expect: ['controller:E-902'] },
  { locale: 'ar', kind: 'led', query: 'مؤشر السحابة يومض باللون الأحمر', expect: ['cloud/red/blink-slow'] },
  { locale: 'ar', kind: 'led', query: 'ضوء الشبكة برتقالي يومض', expect: ['network/amber/blink-slow'] },

  // pl
  { locale: 'pl', kind: 'code', query: 'kod błędu E-410', expect: ['controller:E-410'] },
  { locale: 'pl', kind: 'code', query: 'falownik Huawei alarm 2068', expect: ['Huawei:2068'] },
  { locale: 'pl', kind: 'code', query: 'victron błąd 67', expect: ['Victron Energy:67'] },
  { locale: 'pl', kind: 'led', query: 'dioda sieci świeci na czerwono', expect: ['network/red/solid'] },
  { locale: 'pl', kind: 'led', query: 'dioda chmury miga na zielono', expect: ['cloud/green/flash'] },

  // pt
  { locale: 'pt', kind: 'code', query: 'código E-701', expect: ['controller:E-701'] },
  { locale: 'pt', kind: 'code', query: 'SMA evento 9308', expect: ['SMA:9308'] },
  { locale: 'pt', kind: 'code', query: 'erro 1001 no inversor', expect: ['SMA:1001'] },
  { locale: 'pt', kind: 'led', query: 'led da nuvem pisca laranja', expect: ['cloud/amber/blink-slow'] },
  { locale: 'pt', kind: 'led', query: 'luz de energia verde fixa', expect: ['power/green/solid'] },

  // it
  { locale: 'it', kind: 'code', query: 'errore E-940', expect: ['controller:E-940'] },
  { locale: 'it', kind: 'code', query: 'codice 303', expect: ['Growatt:303', 'controller:E-303'] },
  { locale: 'it', kind: 'code', query: 'Deye F35', expect: ['Deye:F35'] },
  { locale: 'it', kind: 'led', query: 'led rete spento', expect: ['network/off/off'] },
  { locale: 'it', kind: 'led', query: 'spia alimentazione verde lampeggiante', expect: ['power/green/blink-slow'] },

  // sv
  { locale: 'sv', kind: 'code', query: 'felkod e-602', expect: ['controller:E-602'] },
  { locale: 'sv', kind: 'code', query: 'SMA 601', expect: ['SMA:601'] },
  { locale: 'sv', kind: 'code', query: 'larm 2001 huawei', expect: ['Huawei:2001'] },
  { locale: 'sv', kind: 'code', query: 'byd ec102', expect: ['BYD:EC102'] },
  { locale: 'sv', kind: 'led', query: 'nätverkslampan blinkar långsamt orange', expect: ['network/amber/blink-slow'] },
  { locale: 'sv', kind: 'led', query: 'Power-lampan lyser rött', expect: ['power/red/solid'] },

  // hi
  { locale: 'hi', kind: 'code', query: 'त्रुटि कोड E-208', expect: ['controller:E-208'] },
  { locale: 'hi', kind: 'code', query: 'इन्वर्टर पर 2036 दिख रहा है', expect: ['Huawei:2036'] },
  { locale: 'hi', kind: 'led', query: 'नेटवर्क लाइट हरी जल रही है', expect: ['network/green/solid'] },
  { locale: 'hi', kind: 'led', query: 'क्लाउड LED लाल ब्लिंक कर रही है', expect: ['cloud/red/blink-slow'] },
]
