import type { HeldOutQuery, HeldOutQuestion } from './types'

/** Held-out search queries (pt, pl, sv, ch, ar, hi). Written without looking at the ranking; never tune on them. */
export const QUERIES_B: HeldOutQuery[] = [
  // pt (Portuguese, European usage)
  { locale: 'pt', kind: 'question', query: 'quantos dados móveis gasta o controlador por mês num router 4G', expect: ['Configuration-from-A-to-Z/Extra-Information/data-usage', 'Troubleshooting/data-usage', 'Accessories/A1'] },
  { locale: 'pt', kind: 'question', query: 'porque é que a bateria não carrega com o excedente solar', expect: ['Troubleshooting/control-malfunctioning'] },
  { locale: 'pt', kind: 'question', query: 'como ligar o inversor Huawei por Modbus TCP?', expect: ['Devices/PV-hybrid-and-battery-inverters/Huawei-SUN2000'] },
  { locale: 'pt', kind: 'question', query: 'porque é que o disjuntor geral dispara quando carrego o carro', expect: ['Configuration-from-A-to-Z/grid-limits', 'Troubleshooting/control-malfunctioning'] },
  { locale: 'pt', kind: 'everyday', query: 'luz da nuvem vermelha a piscar', expect: ['status-leds', 'Troubleshooting/network', 'Controller/network-troubleshooting'] },
  { locale: 'pt', kind: 'everyday', query: 'contador dá consumo negativo', expect: ['Configuration-from-A-to-Z/Extra-Information/reversing-energy-meter', 'Troubleshooting/configuration'] },
  { locale: 'pt', kind: 'everyday', query: 'esqueci-me da palavra-passe do portal', expect: ['Monitoring/Web-portal/login', 'Monitoring/Web-portal/faq/general'] },
  { locale: 'pt', kind: 'everyday', query: 'casa vendida passar a instalação ao novo dono', expect: ['Monitoring/Web-portal/installations/other-actions/transfer-ownership', 'Monitoring/App/sharing-access', 'Monitoring/Web-portal/faq/general'] },
  { locale: 'pt', kind: 'everyday', query: 'aquecer o termoacumulador com o excedente solar', expect: ['Controller/Devices/boilers', 'Devices/Boiler/relay-immersion-heater', 'Devices/Boiler/my-PV-AC-THOR'] },
  { locale: 'pt', kind: 'keyword', query: 'tarifário dinâmico preços horários', expect: ['External-Signals/day-ahead-market-prices', 'Monitoring/App/Energy-Settings/providers', 'Monitoring/App/Energy-Settings/tariffs'] },
  { locale: 'pt', kind: 'typo', query: 'bomba de calor SG Raedy', expect: ['Devices/Heat-pump/SG-Ready-generic', 'Controller/Devices/heat-pumps'] },
  { locale: 'pt', kind: 'prefix', query: 'declaração de conformi', expect: ['certificates'] },
  { locale: 'pt', kind: 'keyword', query: 'Zaptec Go OCPP', expect: ['Devices/EV-charging-station/Zaptec'] },

  // pl (Polish)
  { locale: 'pl', kind: 'question', query: 'jak zresetować sterownik do ustawień fabrycznych', expect: ['Configuration-from-A-to-Z/Extra-Information/reset', 'status-leds'] },
  { locale: 'pl', kind: 'question', query: 'dlaczego falownik obcina produkcję w słoneczny dzień', expect: ['External-Signals/curtailment', 'Troubleshooting/control-malfunctioning', 'Monitoring/Integrations/pv-inverters'] },
  { locale: 'pl', kind: 'question', query: 'jakie porty trzeba otworzyć na firewallu dla sterownika?', expect: ['network-configuration', 'Troubleshooting/network'] },
  { locale: 'pl', kind: 'question', query: 'jak dać żonie dostęp do aplikacji', expect: ['Monitoring/App/sharing-access', 'Monitoring/Web-portal/faq/general', 'Monitoring/Web-portal/user-management/how-to-add'] },
  { locale: 'pl', kind: 'everyday', query: 'auto nie ładuje się z nadwyżki PV', expect: ['Configuration-from-A-to-Z/Extra-Information/battery-and-ev', 'Troubleshooting/control-malfunctioning'] },
  { locale: 'pl', kind: 'everyday', query: 'magazyn energii rozładowuje się do samochodu', expect: ['Configuration-from-A-to-Z/Extra-Information/battery-and-ev'] },
  { locale: 'pl', kind: 'everyday', query: 'przekładniki prądowe zły odczyt mocy', expect: ['Configuration-from-A-to-Z/Extra-Information/rescale-energy-meter', 'Configuration-from-A-to-Z/Extra-Information/reversing-energy-meter'] },
  { locale: 'pl', kind: 'everyday', query: 'portal pod własną marką i domeną', expect: ['Monitoring/Web-portal/whitelabeling/subdomain', 'Monitoring/Web-portal/faq/general', 'Monitoring/Web-portal/whitelabeling/loginpage'] },
  { locale: 'pl', kind: 'everyday', query: 'brak internetu w obiekcie router LTE', expect: ['Accessories/A1', 'Configuration-from-A-to-Z/Extra-Information/data-usage'] },
  { locale: 'pl', kind: 'keyword', query: 'Deye RS485', expect: ['Devices/PV-hybrid-and-battery-inverters/Deye'] },
  { locale: 'pl', kind: 'typo', query: 'pompa ciepła Viesmann', expect: ['Devices/Heat-pump/Viessmann'] },
  { locale: 'pl', kind: 'prefix', query: 'harmonogram ładowania magaz', expect: ['Configuration-from-A-to-Z/local-control-modes/extra-battery-charging-schedule'] },
  { locale: 'pl', kind: 'keyword', query: 'temperatura pracy sterownika', expect: ['specifications'] },

  // sv (Swedish)
  { locale: 'sv', kind: 'question', query: 'varför laddar inte batteriet på natten när elen är billig', expect: ['Troubleshooting/control-malfunctioning', 'External-Signals/day-ahead-market-prices', 'Configuration-from-A-to-Z/local-control-modes/extra-battery-charging-schedule'] },
  { locale: 'sv', kind: 'question', query: 'hur kopplar man värmepumpen till reläerna', expect: ['Devices/Heat-pump/SG-Ready-generic', 'Configuration-from-A-to-Z/Extra-Information/direct-relay-control', 'Controller/Devices/heat-pumps'] },
  { locale: 'sv', kind: 'question', query: 'hur länge sparas mätdata om internet går ner', expect: ['Monitoring/Web-portal/faq/general', 'specifications', 'Monitoring/Web-portal/alarms/watchdogs-alarms'] },
  { locale: 'sv', kind: 'question', query: 'fungerar styrenheten med 5 GHz wifi?', expect: ['network-configuration', 'Controller/network-troubleshooting', 'specifications'] },
  { locale: 'sv', kind: 'everyday', query: 'effektavgift kapa effekttoppar med batteriet', expect: ['Configuration-from-A-to-Z/local-control-modes/extra-peak-shaving-battery', 'Configuration-from-A-to-Z/local-control-modes/complete-explanation', 'Configuration-from-A-to-Z/local-control-modes/setting-control-modes'] },
  { locale: 'sv', kind: 'everyday', query: 'appen visar ingen solproduktion', expect: ['Monitoring/Integrations/pv-inverters', 'Troubleshooting/app', 'Troubleshooting/device-communication'] },
  { locale: 'sv', kind: 'everyday', query: 'får inga pushnotiser i mobilen', expect: ['Monitoring/App/notifications', 'Troubleshooting/app'] },
  { locale: 'sv', kind: 'everyday', query: 'styra elpatron med solöverskott', expect: ['Devices/Boiler/relay-immersion-heater', 'Controller/Devices/boilers'] },
  { locale: 'sv', kind: 'everyday', query: 'ojämn belastning mellan faserna', expect: ['Configuration-from-A-to-Z/Extra-Information/phase-imbalance'] },
  { locale: 'sv', kind: 'keyword', query: 'Nibe S1255 modbus', expect: ['Devices/Heat-pump/NIBE'] },
  { locale: 'sv', kind: 'keyword', query: 'exportera data till Excel', expect: ['Monitoring/Web-portal/historical-data/export', 'Monitoring/Web-portal/faq/general'] },
  { locale: 'sv', kind: 'typo', query: 'firmwareuppdatring misslyckades', expect: ['Troubleshooting/software-version'] },
  { locale: 'sv', kind: 'prefix', query: 'tvåstegsverifi', expect: ['Monitoring/Web-portal/login', 'Monitoring/Web-portal/account-settings'] },

  // ch (Chinese, Simplified)
  { locale: 'ch', kind: 'question', query: '控制器支持哪些逆变器？', expect: ['Controller/Devices/pv-inverters'] },
  { locale: 'ch', kind: 'question', query: '怎么给控制器设置固定IP', expect: ['network-configuration'] },
  { locale: 'ch', kind: 'question', query: '恢复出厂设置会删除数据吗', expect: ['Configuration-from-A-to-Z/Extra-Information/reset', 'status-leds'] },
  { locale: 'ch', kind: 'question', query: '控制器的响应时间是多少', expect: ['control-response-time'] },
  { locale: 'ch', kind: 'question', query: '为什么光伏发电量和逆变器App上的不一样', expect: ['Monitoring/Integrations/pv-inverters', 'Monitoring/Web-portal/faq/general'] },
  { locale: 'ch', kind: 'everyday', query: '电池一直不充电', expect: ['Troubleshooting/control-malfunctioning'] },
  { locale: 'ch', kind: 'everyday', query: '多个充电桩 负载均衡', expect: ['Configuration-from-A-to-Z/grouping-devices'] },
  { locale: 'ch', kind: 'everyday', query: '电表读数反了', expect: ['Configuration-from-A-to-Z/Extra-Information/reversing-energy-meter', 'Troubleshooting/configuration'] },
  { locale: 'ch', kind: 'everyday', query: '网络灯红色', expect: ['status-leds', 'Controller/network-troubleshooting', 'Troubleshooting/network'] },
  { locale: 'ch', kind: 'everyday', query: '电网公司限功率信号怎么接线', expect: ['External-Signals/dno-relay-control', 'Configuration-from-A-to-Z/external-control-signals'] },
  { locale: 'ch', kind: 'keyword', query: '防逆流设置', expect: ['Configuration-from-A-to-Z/grid-limits', 'External-Signals/curtailment'] },
  { locale: 'ch', kind: 'keyword', query: 'SMA 逆变器 Modbus TCP', expect: ['Devices/PV-hybrid-and-battery-inverters/SMA'] },
  { locale: 'ch', kind: 'typo', query: 'Pylontec 电池', expect: ['Devices/Home-battery/Pylontech'] },
  { locale: 'ch', kind: 'prefix', query: '无功功率控', expect: ['Configuration-from-A-to-Z/local-control-modes/reactive-power-control'] },

  // ar (Arabic, Gulf and North African typing habits)
  { locale: 'ar', kind: 'question', query: 'كيف اوصل شاحن السيارة بالكنترولر عن طريق OCPP؟', expect: ['Devices/EV-charging-station/generic-OCPP'] },
  { locale: 'ar', kind: 'question', query: 'ليش البطارية ما تشحن من الشبكة بالليل', expect: ['Troubleshooting/control-malfunctioning', 'Configuration-from-A-to-Z/local-control-modes/extra-battery-charging-schedule', 'External-Signals/day-ahead-market-prices'] },
  { locale: 'ar', kind: 'question', query: 'كم جهاز اقدر اوصل على وحدة التحكم', expect: ['specifications', 'Configuration-from-A-to-Z/other-devices', 'Configuration-from-A-to-Z/Extra-Information/adding-device'] },
  { locale: 'ar', kind: 'question', query: 'كيف اغير كلمة السر حق البوابة', expect: ['Monitoring/Web-portal/account-settings', 'Monitoring/Web-portal/login'] },
  { locale: 'ar', kind: 'question', query: 'هل الجهاز يدعم واي فاي 5 جيجا؟', expect: ['network-configuration', 'Controller/network-troubleshooting', 'specifications'] },
  { locale: 'ar', kind: 'everyday', query: 'العداد يقرأ بالسالب', expect: ['Configuration-from-A-to-Z/Extra-Information/reversing-energy-meter', 'Troubleshooting/configuration'] },
  { locale: 'ar', kind: 'everyday', query: 'عرض انتاج الطاقه الشمسيه على شاشه في الاستقبال', expect: ['Monitoring/Web-portal/public-display-controllers/setup', 'Monitoring/Web-portal/public-display-controllers/layouts'] },
  { locale: 'ar', kind: 'everyday', query: 'التطبيق ما يظهر انتاج الالواح', expect: ['Monitoring/Integrations/pv-inverters', 'Troubleshooting/app', 'Troubleshooting/device-communication'] },
  { locale: 'ar', kind: 'everyday', query: 'ادخال سعر الكيلوواط في التطبيق', expect: ['Monitoring/App/Energy-Settings/tariffs'] },
  { locale: 'ar', kind: 'everyday', query: 'ضمان الجهاز كم سنه', expect: ['legal/termsAndConditions'] },
  { locale: 'ar', kind: 'keyword', query: 'Victron GX ESS', expect: ['Devices/PV-hybrid-and-battery-inverters/Victron-GX'] },
  { locale: 'ar', kind: 'keyword', query: 'مقاومة انهاء RS485', expect: ['wiring-best-practices'] },
  { locale: 'ar', kind: 'typo', query: 'شحن صيانه للبطاريه', expect: ['Configuration-from-A-to-Z/Extra-Information/battery-maintenance-charge'] },
  { locale: 'ar', kind: 'prefix', query: 'تحديث البرنام', expect: ['Troubleshooting/software-version'] },

  // hi (Hindi, Devanagari with installers' English loanwords)
  { locale: 'hi', kind: 'question', query: 'controller को WiFi से कैसे connect करें', expect: ['network-configuration'] },
  { locale: 'hi', kind: 'question', query: 'inverter का export limit कैसे set करें?', expect: ['Configuration-from-A-to-Z/grid-limits', 'External-Signals/curtailment'] },
  { locale: 'hi', kind: 'question', query: 'EV charger solar से charge क्यों नहीं कर रहा', expect: ['Troubleshooting/control-malfunctioning', 'Configuration-from-A-to-Z/Extra-Information/battery-and-ev'] },
  { locale: 'hi', kind: 'question', query: 'बिना internet के controller काम करेगा क्या', expect: ['Configuration-from-A-to-Z/link-to-your-account', 'Troubleshooting/network', 'Monitoring/Web-portal/faq/general'] },
  { locale: 'hi', kind: 'question', query: 'installer code भूल गया तो क्या करें', expect: ['Configuration-from-A-to-Z/Extra-Information/reset', 'Configuration-from-A-to-Z/Extra-Information/user-management'] },
  { locale: 'hi', kind: 'everyday', query: 'solar की extra बिजली से geyser चलाना', expect: ['Controller/Devices/boilers', 'Devices/Boiler/relay-immersion-heater'] },
  { locale: 'hi', kind: 'everyday', query: 'meter उल्टा चल रहा है', expect: ['Configuration-from-A-to-Z/Extra-Information/reversing-energy-meter', 'Troubleshooting/configuration'] },
  { locale: 'hi', kind: 'everyday', query: 'app में notification नहीं आ रहे', expect: ['Monitoring/App/notifications', 'Troubleshooting/app'] },
  { locale: 'hi', kind: 'everyday', query: 'power वाली लाइट लाल है', expect: ['status-leds'] },
  { locale: 'hi', kind: 'everyday', query: 'CT ratio गलत है, reading कम आ रही', expect: ['Configuration-from-A-to-Z/Extra-Information/rescale-energy-meter'] },
  { locale: 'hi', kind: 'keyword', query: 'Growatt SPH RS485', expect: ['Devices/PV-hybrid-and-battery-inverters/Growatt'] },
  { locale: 'hi', kind: 'keyword', query: 'गोपनीयता नीति cookies', expect: ['legal/data-privacy'] },
  { locale: 'hi', kind: 'typo', query: 'Sungrow hybird inverter', expect: ['Devices/PV-hybrid-and-battery-inverters/Sungrow-SH'] },
  { locale: 'hi', kind: 'prefix', query: 'सेटिंग्स का बैकअ', expect: ['Configuration-from-A-to-Z/Extra-Information/backup'] },
]

/** Held-out Ask questions (pt, pl, sv, ch, ar, hi). Written without looking at the ranking; never tune on them. */
export const QUESTIONS_B: HeldOutQuestion[] = [
  // pt
  { locale: 'pt', kind: 'steps', question: 'Como adiciono um novo contador de energia ao controlador?', expect: ['Configuration-from-A-to-Z/Extra-Information/adding-device', 'Configuration-from-A-to-Z/grid-energy-meter'] },
  { locale: 'pt', kind: 'value', question: 'Qual é o comprimento máximo do cabo RS485?', expect: ['specifications', 'wiring-best-practices'] },
  { locale: 'pt', kind: 'symptom', question: 'A aplicação deixou de mostrar dados desde ontem, porquê?', expect: ['Troubleshooting/app', 'Troubleshooting/network', 'status-leds'] },
  { locale: 'pt', kind: 'other', question: 'O controlador continua a funcionar se a internet falhar?', expect: ['Configuration-from-A-to-Z/link-to-your-account', 'Monitoring/Web-portal/faq/general', 'legal/SLA'] },
  { locale: 'pt', kind: 'other', question: 'Posso usar a mesma conta no portal e na aplicação?', expect: ['Monitoring/Web-portal/faq/general', 'Monitoring/App/installing-the-app'] },

  // pl
  { locale: 'pl', kind: 'steps', question: 'Jak podłączyć licznik Eastron SDM630 do sterownika?', expect: ['Devices/Energy-meter/Eastron/SDM630'] },
  { locale: 'pl', kind: 'value', question: 'Jaki maksymalny prąd mogą przełączać styki przekaźnika w sterowniku?', expect: ['specifications', 'Configuration-from-A-to-Z/Extra-Information/direct-relay-control'] },
  { locale: 'pl', kind: 'symptom', question: 'Sterownik nie łączy się z Wi-Fi, co mogę sprawdzić?', expect: ['Controller/network-troubleshooting', 'Troubleshooting/network', 'network-configuration'] },
  { locale: 'pl', kind: 'other', question: 'Czym różni się autokonsumpcja od samowystarczalności w portalu?', expect: ['Monitoring/Web-portal/infographics'] },
  { locale: 'pl', kind: 'steps', question: 'Jak przekazać instalację nowemu właścicielowi po sprzedaży domu?', expect: ['Monitoring/Web-portal/installations/other-actions/transfer-ownership', 'Monitoring/App/sharing-access'] },

  // sv
  { locale: 'sv', kind: 'steps', question: 'Hur lägger jag till en ny anläggning i portalen med QR-koden på styrenheten?', expect: ['Monitoring/Web-portal/installations/add', 'Configuration-from-A-to-Z/link-to-your-account'] },
  { locale: 'sv', kind: 'value', question: 'Hur mycket mobildata drar styrenheten i lågdataläge?', expect: ['Configuration-from-A-to-Z/Extra-Information/data-usage', 'Troubleshooting/data-usage'] },
  { locale: 'sv', kind: 'symptom', question: 'Portalen säger att serienumret inte hittas när jag lägger till styrenheten, varför?', expect: ['Monitoring/Web-portal/faq/general', 'Monitoring/Web-portal/installations/add'] },
  { locale: 'sv', kind: 'other', question: 'Vad händer med batteriet om elbolagets styrning slutar skicka signaler?', expect: ['External-Signals/energy-supplier-dynamic-steering', 'External-Signals/battery-control', 'Configuration-from-A-to-Z/local-control-modes/complete-explanation'] },
  { locale: 'sv', kind: 'other', question: 'Vad får en användare med rollen Viewer göra i portalen?', expect: ['Monitoring/Web-portal/user-management/roles'] },

  // ch
  { locale: 'ch', kind: 'steps', question: '怎么把控制器绑定到客户的账户？', expect: ['Configuration-from-A-to-Z/link-to-your-account', 'Monitoring/Web-portal/installations/add'] },
  { locale: 'ch', kind: 'value', question: '每个RS485端口最多能接多少个设备？', expect: ['specifications', 'wiring-best-practices', 'Troubleshooting/device-communication'] },
  { locale: 'ch', kind: 'symptom', question: '热泵不随光伏余电运行，是什么原因？', expect: ['Troubleshooting/control-malfunctioning', 'Devices/Heat-pump/SG-Ready-generic'] },
  { locale: 'ch', kind: 'other', question: '历史数据可以导出成Excel吗？', expect: ['Monitoring/Web-portal/historical-data/export', 'Monitoring/Web-portal/faq/general'] },
  { locale: 'ch', kind: 'steps', question: '怎样通过MQTT给电池发送实时功率设定值？', expect: ['External-Signals/mqtt-live-control'] },

  // ar
  { locale: 'ar', kind: 'steps', question: 'كيف افتح واجهة الإعداد للكنترولر من اللابتوب؟', expect: ['Configuration-from-A-to-Z/accessing-commissioning-interface', 'Configuration-from-A-to-Z/Extra-Information/windows-fixed-ip'] },
  { locale: 'ar', kind: 'value', question: 'وش المنافذ اللي لازم افتحها في الفايروول عشان وحدة التحكم تتصل؟', expect: ['network-configuration', 'Troubleshooting/network'] },
  { locale: 'ar', kind: 'symptom', question: 'لمبة الكلاود حمراء وترمش، وش السبب؟', expect: ['status-leds', 'Troubleshooting/network'] },
  { locale: 'ar', kind: 'other', question: 'اذا بدلت وحدة التحكم بوحدة جديدة هل تضيع البيانات القديمة؟', expect: ['Monitoring/Web-portal/installations/replace', 'Monitoring/Web-portal/faq/general'] },
  { locale: 'ar', kind: 'other', question: 'من وين احصل على شهادة المطابقة الأوروبية CE للجهاز؟', expect: ['certificates'] },

  // hi
  { locale: 'hi', kind: 'steps', question: 'Tesla Powerwall को controller से कैसे जोड़ें?', expect: ['Devices/Home-battery/Tesla-Powerwall', 'Devices/Cloud/Tesla-cloud'] },
  { locale: 'hi', kind: 'value', question: 'Controller के लिए कितने ampere का MCB लगाना चाहिए?', expect: ['specifications', 'installation'] },
  { locale: 'hi', kind: 'symptom', question: 'portal पर 3 घंटे से data update नहीं हुआ, क्या system बंद हो गया है?', expect: ['Monitoring/Web-portal/faq/general', 'Monitoring/Web-portal/alarms/watchdogs-alarms', 'Troubleshooting/network'] },
  { locale: 'hi', kind: 'other', question: 'battery को जल्दी खराब होने से कैसे बचाएं?', expect: ['Configuration-from-A-to-Z/local-control-modes/extra-wear-battery', 'Configuration-from-A-to-Z/Extra-Information/battery-maintenance-charge'] },
  { locale: 'hi', kind: 'other', question: 'हर महीने की report email पर अपने आप कैसे भेजें?', expect: ['Monitoring/Web-portal/reports/scheduled-reports'] },
]
