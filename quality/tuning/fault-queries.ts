import type { HeldOutFaultQuery } from '../held-out/types'

/** Tuning set of code and LED queries: the lookup may be adjusted on these (never on quality/held-out/fault-queries.ts). */
export const FAULT_TUNING_QUERIES: HeldOutFaultQuery[] = [
  // English
  { locale: 'en', kind: 'code', query: 'controller says e–204 after swapping the router', expect: ['controller:E-204'] },
  { locale: 'en', kind: 'code', query: 'VE.Bus error 8 since we added the 2nd Multi', expect: ['Victron Energy:8'] },
  { locale: 'en', kind: 'code', query: 'getting error 2 at midday on sunny days', expect: ['Sungrow:2', 'Victron Energy:2'] },
  { locale: 'en', kind: 'led', query: 'cloud light flashing red', expect: ['cloud/red/blink-slow'] },
  { locale: 'en', kind: 'led', query: 'power light stuck on orange for 10 minutes', expect: ['power/amber/solid'] },

  // German
  { locale: 'de', kind: 'code', query: 'Fehler E_402 seit heute Morgen', expect: ['controller:E-402'] },
  { locale: 'de', kind: 'code', query: 'Wechselrichter zeigt F58, Batterie lädt nicht', expect: ['Deye:F58'] },
  { locale: 'de', kind: 'code', query: 'sunny boy ereignis 3501 nach regen', expect: ['SMA:3501'] },
  { locale: 'de', kind: 'code', query: 'Fehlercode202', expect: ['Growatt:202', 'SMA:202', 'controller:E-202'] },
  { locale: 'de', kind: 'led', query: 'Strom-LED leuchtet dauerhaft rot', expect: ['power/red/solid'] },

  // Dutch
  { locale: 'nl', kind: 'code', query: 'storing E.301 op de controller', expect: ['controller:E-301'] },
  { locale: 'nl', kind: 'code', query: 'growatt omvormer error 303', expect: ['Growatt:303'] },
  { locale: 'nl', kind: 'code', query: 'Sungrow geeft fout 10 sinds de stroomstoring van 14:30', expect: ['Sungrow:10'] },
  { locale: 'nl', kind: 'code', query: 'E0500 geen netmeter', expect: ['controller:E-500'] },
  { locale: 'nl', kind: 'led', query: 'netwerk lampje knippert oranje', expect: ['network/amber/blink-slow'] },

  // French
  { locale: 'fr', kind: 'code', query: "onduleur huawai alarme 2062 résistance d'isolement", expect: ['Huawei:2062'] },
  { locale: 'fr', kind: 'code', query: 'le contrôleur affiche E 205 depuis le changement de box', expect: ['controller:E-205'] },
  { locale: 'fr', kind: 'code', query: "fronius code d'état 1030 onduleur ne produit plus", expect: ['Fronius:1030'] },
  { locale: 'fr', kind: 'code', query: 'victron erreur 67 depuis la mise à jour du 15 mars 2024', expect: ['Victron Energy:67'] },
  { locale: 'fr', kind: 'led', query: 'voyant réseau rouge fixe', expect: ['network/red/solid'] },

  // Simplified Chinese
  { locale: 'ch', kind: 'code', query: '错误码E-204', expect: ['controller:E-204'] },
  { locale: 'ch', kind: 'code', query: '阳光电源逆变器故障代码514', expect: ['Sungrow:514'] },
  { locale: 'ch', kind: 'code', query: '古瑞瓦特逆变器报203绝缘故障', expect: ['Growatt:203'] },
  { locale: 'ch', kind: 'led', query: '云指示灯黄灯闪烁', expect: ['cloud/amber/blink-slow'] },
  { locale: 'ch', kind: 'led', query: '电源灯不亮', expect: ['power/off/off'] },

  // Italian
  { locale: 'it', kind: 'code', query: 'inverter deye errore F24 dopo la pioggia', expect: ['Deye:F24'] },
  { locale: 'it', kind: 'code', query: "il controller segnala E 605, l'inverter non segue il setpoint da 2 giorni", expect: ['controller:E-605'] },
  { locale: 'it', kind: 'code', query: 'batteria BYD errore EC 106', expect: ['BYD:EC106'] },
  { locale: 'it', kind: 'led', query: 'la spia alimentazione lampeggia verde', expect: ['power/green/blink-slow'] },
  { locale: 'it', kind: 'led', query: 'il led cloud fa un lampo verde ogni 3 secondi', expect: ['cloud/green/flash'] },

  // Polish
  { locale: 'pl', kind: 'code', query: 'hauwei 2068 bateria luna', expect: ['Huawei:2068'] },
  { locale: 'pl', kind: 'code', query: 'sterownik pokazuje E401 na porcie 2', expect: ['controller:E-401'] },
  { locale: 'pl', kind: 'code', query: 'falownik pokazuje błąd 302', expect: ['Growatt:302', 'SMA:302', 'controller:E-302'] },
  { locale: 'pl', kind: 'led', query: 'dioda sieci miga szybko na zielono', expect: ['network/green/blink-fast'] },
  { locale: 'pl', kind: 'led', query: 'dioda zasilania świeci cały czas na czerwono', expect: ['power/red/solid'] },

  // Portuguese
  { locale: 'pt', kind: 'code', query: 'Sunny Tripower evento 9308 comunicação bateria', expect: ['SMA:9308'] },
  { locale: 'pt', kind: 'code', query: 'controlador com aviso E950 e hora errada', expect: ['controller:E-950'] },
  { locale: 'pt', kind: 'code', query: 'o inversor dá o código 8', expect: ['Sungrow:8', 'Victron Energy:8'] },
  { locale: 'pt', kind: 'led', query: 'led cloud apagado', expect: ['cloud/off/off'] },
  { locale: 'pt', kind: 'led', query: 'luz de energia amarela fixa', expect: ['power/amber/solid'] },

  // Spanish
  { locale: 'es', kind: 'code', query: 'inversor sungrow error 004', expect: ['Sungrow:4'] },
  { locale: 'es', kind: 'code', query: 'regulador victrom Err33', expect: ['Victron Energy:33'] },
  { locale: 'es', kind: 'code', query: 'sale el E.901 en el portal desde las 9:00', expect: ['controller:E-901'] },
  { locale: 'es', kind: 'code', query: 'el inversor growatt da error 201 cuando llueve', expect: ['Growatt:201'] },
  { locale: 'es', kind: 'led', query: 'el led de la nube está verde fijo', expect: ['cloud/green/solid'] },

  // Swedish
  { locale: 'sv', kind: 'code', query: 'växelriktaren visar felkod 2034', expect: ['Huawei:2034'] },
  { locale: 'sv', kind: 'code', query: 'fick E‐207 efter att jag höll knappen i 15 sekunder', expect: ['controller:E-207'] },
  { locale: 'sv', kind: 'code', query: 'Deye F13 varje gång styrningen byter läge', expect: ['Deye:F13'] },
  { locale: 'sv', kind: 'led', query: 'nätverkslampan lyser inte', expect: ['network/off/off'] },
  { locale: 'sv', kind: 'led', query: 'gul lampa blinkar', expect: ['network/amber/blink-slow', 'cloud/amber/blink-slow'] },

  // Arabic
  { locale: 'ar', kind: 'code', query: 'ظهر الخطأ E200 على جهاز التحكم', expect: ['controller:E-200'] },
  { locale: 'ar', kind: 'code', query: 'انفرتر هواوي انذار 2001', expect: ['Huawei:2001'] },
  { locale: 'ar', kind: 'code', query: 'كود 101 في العاكس', expect: ['SMA:101', 'controller:E-101', 'BYD:EC101'] },
  { locale: 'ar', kind: 'led', query: 'مؤشر الشبكة أخضر ثابت', expect: ['network/green/solid'] },
  { locale: 'ar', kind: 'led', query: 'ضوء السحابة يومض باللون الأحمر', expect: ['cloud/red/blink-slow'] },

  // Hindi
  { locale: 'hi', kind: 'code', query: 'इन्वर्टर पर 2033 अलार्म आ रहा है 2 दिन से', expect: ['Huawei:2033'] },
  { locale: 'hi', kind: 'code', query: 'कंट्रोलर E502 दिखा रहा है', expect: ['controller:E-502'] },
  { locale: 'hi', kind: 'code', query: 'growat इन्वर्टर एरर 304', expect: ['Growatt:304'] },
  { locale: 'hi', kind: 'led', query: 'नेटवर्क लाइट हरी तेज़ी से टिमटिमा रही है', expect: ['network/green/blink-fast'] },
  { locale: 'hi', kind: 'led', query: 'पावर लाइट हरी लगातार जल रही है', expect: ['power/green/solid'] },
]
