/**
 * Queries as readers type them, with the page(s) that answer them. Used by the relevance test
 * (tests/export/search-relevance.test.ts) and by `npm run bench`.
 */
export interface RelevanceQuery {
  locale: 'en' | 'nl' | 'de' | 'fr' | 'ch' | 'ar' | 'hi' | 'it' | 'pl' | 'pt' | 'es' | 'sv'
  query: string
  /** Doc paths; a hit is any of them. */
  expect: string[]
  kind: 'exact' | 'prefix' | 'typo' | 'multi-word' | 'question' | 'everyday' | 'odd-characters' | 'mixed-script'
}

const LCM = 'Configuration-from-A-to-Z/local-control-modes'
const q = (locale: RelevanceQuery['locale'], kind: RelevanceQuery['kind'], query: string, ...expect: string[]): RelevanceQuery => ({
  locale,
  kind,
  query,
  expect,
})

const KEYWORD_QUERIES: RelevanceQuery[] = [
  // English
  q('en', 'exact', 'installation', 'installation'),
  q('en', 'exact', 'specifications', 'specifications'),
  q('en', 'exact', 'status LEDs', 'status-leds'),
  q('en', 'exact', 'SDM630', 'Devices/Energy-meter/Eastron/SDM630'),
  q('en', 'exact', 'SolarEdge', 'Devices/PV-hybrid-and-battery-inverters/SolarEdge'),
  q('en', 'exact', 'Powerwall', 'Devices/Home-battery/Tesla-Powerwall'),
  q('en', 'exact', 'Zaptec', 'Devices/EV-charging-station/Zaptec'),
  q('en', 'exact', 'paragraph 14a', 'External-Signals/paragraph-14a'),
  q('en', 'exact', 'SG-Ready', 'Devices/Heat-pump/SG-Ready-generic', 'Controller/Devices/heat-pumps'),
  q('en', 'exact', 'capacity tariff', `${LCM}/extra-peak-shaving-battery`),
  q('en', 'prefix', 'wirin', 'wiring-best-practices'),
  q('en', 'prefix', 'peak sha', `${LCM}/extra-peak-shaving-battery`),
  q('en', 'prefix', 'reactive pow', `${LCM}/reactive-power-control`),
  q('en', 'prefix', 'firmware upd', 'Troubleshooting/software-version'),
  q('en', 'prefix', 'commissioning interf', 'Configuration-from-A-to-Z/accessing-commissioning-interface'),
  q('en', 'typo', 'instalation', 'installation'),
  q('en', 'typo', 'spesifications', 'specifications'),
  q('en', 'typo', 'terminaton resistor', 'wiring-best-practices'),
  q('en', 'typo', 'Fronus GEN24', 'Devices/PV-hybrid-and-battery-inverters/Fronius-GEN24'),
  q('en', 'typo', 'Huawie SUN2000', 'Devices/PV-hybrid-and-battery-inverters/Huawei-SUN2000'),
  q('en', 'typo', 'firewal ports', 'network-configuration', 'Troubleshooting/network'),
  q('en', 'multi-word', 'RS485 termination resistor', 'wiring-best-practices'),
  q('en', 'multi-word', 'battery charging schedule', `${LCM}/extra-battery-charging-schedule`),
  q('en', 'multi-word', 'factory reset button', 'status-leds', 'Configuration-from-A-to-Z/Extra-Information/reset'),
  q('en', 'multi-word', 'P1 cable pinout', 'Accessories/p1-cable'),
  q('en', 'multi-word', 'mobile data usage per month', 'Configuration-from-A-to-Z/Extra-Information/data-usage', 'Troubleshooting/data-usage'),
  q('en', 'question', 'how do I connect the controller to Wi-Fi', 'network-configuration', 'Configuration-from-A-to-Z/accessing-commissioning-interface'),
  q('en', 'question', 'what does a red blinking cloud LED mean', 'status-leds', 'Troubleshooting/network'),
  q('en', 'question', 'which ports must be open in the firewall for the cloud', 'network-configuration', 'Troubleshooting/network'),
  q('en', 'question', 'how can I add a new installation in the portal', 'Monitoring/Web-portal/installations/add'),
  q('en', 'question', 'how fast does the controller react to a grid operator signal', 'control-response-time', 'External-Signals/dno-relay-control'),
  q('en', 'odd-characters', '(P1) cable*', 'Accessories/p1-cable'),
  q('en', 'odd-characters', 'SDM120 $^ \\d+', 'Devices/Energy-meter/Eastron/SDM120'),
  q('en', 'odd-characters', '🔌 OCPP charger', 'Devices/EV-charging-station/generic-OCPP', 'Controller/Devices/ev-chargers'),
  q('en', 'odd-characters', '[reactive] power? control!', `${LCM}/reactive-power-control`),
  // Dutch
  q('nl', 'exact', 'installeren', 'installation'),
  q('nl', 'exact', 'netwerkproblemen', 'Troubleshooting/network'),
  q('nl', 'multi-word', 'piekbegrenzing batterij', `${LCM}/extra-peak-shaving-battery`),
  q('nl', 'exact', 'capaciteitstarief', `${LCM}/extra-peak-shaving-battery`),
  q('nl', 'exact', 'bedrading', 'wiring-best-practices'),
  q('nl', 'exact', 'resetknop', 'status-leds'),
  q('nl', 'exact', 'dataverbruik', 'Troubleshooting/data-usage'),
  q('nl', 'prefix', 'blindverm', `${LCM}/reactive-power-control`),
  q('nl', 'typo', 'softwarevesie', 'Troubleshooting/software-version'),
  q('nl', 'question', "hoe lees ik de LED's van de controller", 'status-leds'),
  q('nl', 'multi-word', 'veiligheid en onderhoud', 'safety-maintenance'),
  // German
  q('de', 'exact', 'Lastspitzenkappung', `${LCM}/extra-peak-shaving-battery`),
  q('de', 'exact', 'Kapazitätstarif', `${LCM}/extra-peak-shaving-battery`),
  q('de', 'exact', 'Blindleistungsregelung', `${LCM}/reactive-power-control`),
  q('de', 'exact', 'Verdrahtung', 'wiring-best-practices'),
  q('de', 'exact', 'Reset-Taste', 'status-leds'),
  q('de', 'exact', 'Netzwerkprobleme', 'Troubleshooting/network'),
  q('de', 'exact', 'Datenverbrauch', 'Troubleshooting/data-usage'),
  q('de', 'prefix', 'Batterie-Ladezeit', `${LCM}/extra-battery-charging-schedule`),
  q('de', 'typo', 'Konfigurationsproblme', 'Troubleshooting/configuration'),
  q('de', 'question', 'wie schnell reagiert die Regelung auf Signale', 'control-response-time'),
  q('de', 'multi-word', 'Sicherheit und Wartung', 'safety-maintenance'),
  // French
  q('fr', 'exact', 'câblage', 'wiring-best-practices'),
  q('fr', 'multi-word', 'écrêtage des pointes', `${LCM}/extra-peak-shaving-battery`),
  q('fr', 'multi-word', 'tarif capacitaire', `${LCM}/extra-peak-shaving-battery`),
  q('fr', 'multi-word', 'puissance réactive', `${LCM}/reactive-power-control`),
  q('fr', 'exact', 'pare-feu', 'Troubleshooting/network', 'network-configuration'),
  q('fr', 'multi-word', 'consommation de données', 'Troubleshooting/data-usage'),
  q('fr', 'multi-word', 'bouton de reinitialisation', 'status-leds'),
  q('fr', 'typo', 'caracteristiques techniqes', 'specifications'),
  q('fr', 'question', 'comment régler le mode de pilotage du contrôleur', `${LCM}/setting-control-modes`),
  q('fr', 'prefix', 'mise à jou', 'Troubleshooting/software-version'),
  // Chinese
  q('ch', 'exact', '安装', 'installation'),
  q('ch', 'exact', '网络问题', 'Troubleshooting/network'),
  q('ch', 'exact', '削峰', `${LCM}/extra-peak-shaving-battery`),
  q('ch', 'exact', '容量电价', `${LCM}/extra-peak-shaving-battery`),
  q('ch', 'exact', '无功功率', `${LCM}/reactive-power-control`),
  q('ch', 'exact', '复位按钮', 'status-leds'),
  q('ch', 'exact', '接线', 'wiring-best-practices'),
  q('ch', 'exact', '数据用量', 'Troubleshooting/data-usage'),
  q('ch', 'exact', '技术规格', 'specifications'),
  q('ch', 'prefix', '充电计划', `${LCM}/extra-battery-charging-schedule`),
  q('ch', 'mixed-script', 'RS485 总线', 'wiring-best-practices'),
  q('ch', 'question', '如何设置控制模式以及选择合适的模式', `${LCM}/setting-control-modes`),
  // Arabic
  q('ar', 'exact', 'تركيب', 'installation'),
  q('ar', 'multi-word', 'مشكلات الشبكة', 'Troubleshooting/network'),
  q('ar', 'multi-word', 'خفض الذروة', `${LCM}/extra-peak-shaving-battery`),
  q('ar', 'multi-word', 'تعرفة القدرة', `${LCM}/extra-peak-shaving-battery`),
  q('ar', 'multi-word', 'القدرة غير الفعالة', `${LCM}/reactive-power-control`),
  q('ar', 'multi-word', 'زر إعادة الضبط', 'status-leds'),
  q('ar', 'typo', 'المُواصَفات الفَنِّيَّة', 'specifications'),
  q('ar', 'typo', 'اعداد الشبكة', 'network-configuration'),
  q('ar', 'multi-word', 'استهلاك البيانات', 'Troubleshooting/data-usage'),
  q('ar', 'multi-word', 'أفضل ممارسات التوصيل', 'wiring-best-practices'),
  q('ar', 'mixed-script', 'Modbus TCP مشكلات اتصال الأجهزة', 'Troubleshooting/device-communication'),
  // Hindi
  q('hi', 'exact', 'इंस्टॉल', 'installation'),
  q('hi', 'multi-word', 'नेटवर्क की समस्याएँ', 'Troubleshooting/network'),
  q('hi', 'multi-word', 'पीक शेविंग', `${LCM}/extra-peak-shaving-battery`),
  q('hi', 'multi-word', 'रीसेट बटन', 'status-leds'),
  q('hi', 'exact', 'वायरिंग', 'wiring-best-practices'),
  q('hi', 'multi-word', 'डेटा उपयोग', 'Troubleshooting/data-usage'),
  q('hi', 'multi-word', 'तकनीकी विनिर्देश', 'specifications'),
  q('hi', 'multi-word', 'रिएक्टिव पावर', `${LCM}/reactive-power-control`),
  q('hi', 'typo', 'फर्मवेयर अपडेट', 'Troubleshooting/software-version'),
  q('hi', 'multi-word', 'सुरक्षा और रखरखाव', 'safety-maintenance'),
  q('hi', 'mixed-script', 'RS485 बस', 'wiring-best-practices'),
  // Italian
  q('it', 'exact', 'cablaggio', 'wiring-best-practices'),
  q('it', 'multi-word', 'consumo di dati', 'Troubleshooting/data-usage'),
  q('it', 'multi-word', 'riduzione dei picchi', `${LCM}/extra-peak-shaving-battery`),
  q('it', 'multi-word', 'pulsante di reset', 'status-leds'),
  q('it', 'prefix', 'problemi di re', 'Troubleshooting/network'),
  // Polish
  q('pl', 'exact', 'okablowania', 'wiring-best-practices'),
  q('pl', 'typo', 'zużycie danych', 'Troubleshooting/data-usage'),
  q('pl', 'multi-word', 'redukcja szczytów', `${LCM}/extra-peak-shaving-battery`),
  q('pl', 'multi-word', 'przycisk reset', 'status-leds'),
  q('pl', 'multi-word', 'problemy z siecią', 'Troubleshooting/network'),
  // Portuguese
  q('pt', 'exact', 'cablagem', 'wiring-best-practices'),
  q('pt', 'multi-word', 'consumo de dados', 'Troubleshooting/data-usage'),
  q('pt', 'typo', 'reducao de picos', `${LCM}/extra-peak-shaving-battery`),
  q('pt', 'multi-word', 'botão de reposição', 'status-leds'),
  q('pt', 'multi-word', 'problemas de rede', 'Troubleshooting/network'),
  // Spanish
  q('es', 'exact', 'cableado', 'wiring-best-practices'),
  q('es', 'question', '¿por qué el controlador consume tantos datos?', 'Troubleshooting/data-usage'),
  q('es', 'multi-word', 'recorte de picos', `${LCM}/extra-peak-shaving-battery`),
  q('es', 'multi-word', 'botón de reinicio', 'status-leds'),
  q('es', 'multi-word', 'problemas de red', 'Troubleshooting/network'),
  // Swedish
  q('sv', 'exact', 'kabeldragning', 'wiring-best-practices'),
  q('sv', 'exact', 'dataförbrukning', 'Troubleshooting/data-usage'),
  q('sv', 'multi-word', 'effekttoppar batteri', `${LCM}/extra-peak-shaving-battery`),
  q('sv', 'exact', 'återställningsknapp', 'status-leds'),
  q('sv', 'exact', 'nätverksproblem', 'Troubleshooting/network'),
]

const EXTRA = 'Configuration-from-A-to-Z/Extra-Information'
const DATA_USAGE = [`${EXTRA}/data-usage`, 'Troubleshooting/data-usage', 'Accessories/A1']
const CHARGERS = ['Controller/Devices/ev-chargers', 'Devices/EV-charging-station/generic-OCPP', 'Troubleshooting/device-integrations']

/**
 * Queries as readers write them when they do not know the docs' words: whole questions,
 * everyday words and symptoms, and pages that exist only in English searched in another
 * language. Part of the tuning set (the held-out set is quality/held-out/).
 */
export const READER_QUERIES: RelevanceQuery[] = [
  q('en', 'question', 'how much data per month over 4G', ...DATA_USAGE),
  q('en', 'question', 'which fuse protects the controller', 'installation', 'specifications'),
  q('en', 'everyday', 'start from scratch with the settings', `${EXTRA}/reset`),
  q('en', 'everyday', 'charging point keeps stopping', ...CHARGERS),
  q('en', 'question', 'what temperature can the controller run at', 'specifications'),
  q('en', 'everyday', 'solar panels producing nothing in the app', 'Monitoring/Integrations/pv-inverters', 'Troubleshooting/app', 'Troubleshooting/device-communication'),
  q('en', 'question', 'can I stop my battery from feeding the grid at night', `${LCM}/extra-grid-support-from-battery`, `${LCM}/setting-control-modes`, 'Configuration-from-A-to-Z/grid-limits'),
  q('en', 'everyday', 'meter reads backwards', `${EXTRA}/reversing-energy-meter`),
  q('nl', 'everyday', 'oplaadpunt', ...CHARGERS),
  q('nl', 'question', 'hoeveel data verbruikt de controller per maand', ...DATA_USAGE),
  q('nl', 'everyday', 'slimme meter aansluiten', 'Accessories/p1-cable', 'Devices/Energy-meter/P1-DSMR'),
  q('nl', 'everyday', 'thuisbatterij', 'Controller/Devices/home-batteries'),
  q('nl', 'everyday', 'warmtepomp aansturen', 'Controller/Devices/heat-pumps', 'Devices/Heat-pump/SG-Ready-generic'),
  q('de', 'everyday', 'Datenschutz', 'legal/data-privacy'),
  q('de', 'everyday', 'Wallbox', ...CHARGERS),
  q('de', 'question', 'welche Sicherung braucht der Controller', 'installation', 'specifications'),
  q('de', 'everyday', 'Stromzähler', 'Controller/Devices/energy-meters', 'Configuration-from-A-to-Z/grid-energy-meter'),
  q('de', 'everyday', 'Wechselrichter abregeln', 'External-Signals/curtailment', 'Configuration-from-A-to-Z/grid-limits'),
  q('de', 'everyday', 'Einspeisebegrenzung', 'Configuration-from-A-to-Z/grid-limits'),
  q('fr', 'everyday', 'borne de recharge', ...CHARGERS),
  q('fr', 'question', 'comment ajouter un utilisateur au portail', 'Monitoring/Web-portal/user-management/how-to-add', `${EXTRA}/user-management`),
  q('fr', 'everyday', 'pompe à chaleur', 'Controller/Devices/heat-pumps'),
  q('fr', 'everyday', 'compteur électrique', 'Controller/Devices/energy-meters', 'Configuration-from-A-to-Z/grid-energy-meter'),
  q('es', 'everyday', 'punto de recarga', ...CHARGERS),
  q('es', 'everyday', 'batería doméstica', 'Controller/Devices/home-batteries'),
  q('es', 'question', 'cómo instalo la aplicación en el móvil', 'Monitoring/App/installing-the-app'),
  q('es', 'everyday', 'privacidad de datos', 'legal/data-privacy'),
  q('it', 'everyday', 'colonnina di ricarica', ...CHARGERS),
  q('it', 'everyday', 'pompa di calore', 'Controller/Devices/heat-pumps'),
  q('it', 'question', 'come collego il contatore', 'Controller/Devices/energy-meters', 'Configuration-from-A-to-Z/grid-energy-meter'),
  q('pt', 'everyday', 'carregador do carro elétrico', ...CHARGERS),
  q('pt', 'everyday', 'bateria doméstica', 'Controller/Devices/home-batteries'),
  q('pt', 'question', 'como instalar a aplicação', 'Monitoring/App/installing-the-app'),
  q('pl', 'everyday', 'stacja ładowania', ...CHARGERS),
  q('pl', 'everyday', 'pompa ciepła', 'Controller/Devices/heat-pumps'),
  q('pl', 'question', 'jak zainstalować aplikację', 'Monitoring/App/installing-the-app'),
  q('sv', 'everyday', 'laddbox', ...CHARGERS),
  q('sv', 'everyday', 'värmepump', 'Controller/Devices/heat-pumps'),
  q('sv', 'everyday', 'elmätare', 'Controller/Devices/energy-meters', 'Configuration-from-A-to-Z/grid-energy-meter'),
  q('ch', 'everyday', '充电桩', ...CHARGERS),
  q('ch', 'everyday', '热泵', 'Controller/Devices/heat-pumps'),
  q('ch', 'question', '控制器能在多少度的环境下工作', 'specifications'),
  q('ch', 'everyday', '隐私政策', 'legal/data-privacy'),
  q('ar', 'everyday', 'شاحن السيارة الكهربائية', ...CHARGERS),
  q('ar', 'everyday', 'مضخة حرارية', 'Controller/Devices/heat-pumps'),
  q('ar', 'question', 'كيف أثبت التطبيق', 'Monitoring/App/installing-the-app'),
  q('ar', 'everyday', 'بطاريات منزلية', 'Controller/Devices/home-batteries'),
  q('hi', 'everyday', 'ईवी चार्जर', ...CHARGERS),
  q('hi', 'everyday', 'हीट पंप', 'Controller/Devices/heat-pumps'),
  q('hi', 'question', 'ऐप कैसे इंस्टॉल करें', 'Monitoring/App/installing-the-app'),
  q('hi', 'everyday', 'घरेलू बैटरियों', 'Controller/Devices/home-batteries'),
]

/**
 * A second batch of reader queries, written by someone who had read the pages but neither the
 * other sets nor the ranking (whole questions and everyday words, four per language). Tuning set.
 */
export const SECOND_READER_QUERIES: RelevanceQuery[] = [
  // en
  q('en', 'question', 'what do i lose if i hold the reset button too long', 'Configuration-from-A-to-Z/Extra-Information/reset'),
  q('en', 'question', 'can someone without an account get the alarm emails', 'Monitoring/Web-portal/contacts', 'Monitoring/Web-portal/faq/general'),
  q('en', 'everyday', 'solar making less than last year', 'Monitoring/Web-portal/historical-data/comparing-periods', 'Monitoring/Web-portal/metrics/expected_production'),
  q('en', 'everyday', 'sauna trips main fuse', 'Configuration-from-A-to-Z/grid-limits', 'Configuration-from-A-to-Z/Extra-Information/phase-imbalance'),
  // nl
  q('nl', 'question', 'hoe zie ik of mijn zonnepanelen minder opbrengen dan zou moeten', 'Monitoring/Web-portal/metrics/expected_production'),
  q('nl', 'question', 'welke regeling kiezen als salderen stopt', 'Configuration-from-A-to-Z/local-control-modes/setting-control-modes', 'Configuration-from-A-to-Z/Extra-Information/energy-costs'),
  q('nl', 'everyday', 'gasverbruik niet zichtbaar', 'Devices/Gas-meter/P1-gas-meter', 'Controller/Devices/gas-meters'),
  q('nl', 'everyday', 'meter te ver van kastje', 'Accessories/p1-ethernet', 'Controller/accessories', 'Accessories/p1-cable'),
  // de
  q('de', 'question', 'kann ich den akku per mqtt aus home assistant steuern', 'External-Signals/mqtt-live-control'),
  q('de', 'question', 'was passiert wenn der stromanbieter keine signale mehr schickt', 'External-Signals/energy-supplier-dynamic-steering', 'External-Signals/Customer-specific/energy-supplier'),
  q('de', 'everyday', 'netzbetreiber drosselt solaranlage', 'External-Signals/dno-relay-control', 'External-Signals/curtailment'),
  q('de', 'everyday', 'wallbox abends gedrosselt', 'Troubleshooting/control-malfunctioning', 'External-Signals/paragraph-14a'),
  // fr
  q('fr', 'question', 'comment mettre notre logo sur la page de connexion du portail', 'Monitoring/Web-portal/whitelabeling/loginpage'),
  q('fr', 'question', "pourquoi la production solaire n'est pas la même que dans l'appli de l'onduleur", 'Monitoring/Integrations/pv-inverters', 'Monitoring/Web-portal/infographics'),
  q('fr', 'everyday', 'réduire mon pic de consommation', 'Configuration-from-A-to-Z/local-control-modes/extra-peak-shaving-battery', 'Configuration-from-A-to-Z/Extra-Information/energy-costs'),
  q('fr', 'everyday', 'chauffe-eau avec surplus solaire', 'Controller/Devices/boilers', 'Devices/Boiler/my-PV-AC-THOR', 'Devices/Boiler/relay-immersion-heater'),
  // it
  q('it', 'question', 'si può usare il controller senza internet', 'Configuration-from-A-to-Z/link-to-your-account', 'network-configuration'),
  q('it', 'question', 'come cambio installatore se il vecchio non fa più assistenza', 'Monitoring/App/sharing-access', 'Monitoring/Web-portal/customers', 'Monitoring/Web-portal/user-management/how-to-add'),
  q('it', 'everyday', "pompa piscina quando c'è sole", 'Devices/Switched-loads/relay-switched-load', 'Controller/Devices/switched-loads'),
  q('it', 'everyday', 'percentuale batteria salta', 'Configuration-from-A-to-Z/Extra-Information/battery-maintenance-charge', 'Monitoring/Integrations/battery', 'Troubleshooting/device-integrations'),
  // pl
  q('pl', 'question', 'jak podłączyć licznik gazu m-bus', 'Devices/Gas-meter/M-Bus-gas-meter', 'Accessories/mbus-ethernet'),
  q('pl', 'question', 'ile mam czasu żeby odzyskać usuniętą instalację', 'Monitoring/Web-portal/installations/remove'),
  q('pl', 'everyday', 'brak miejsca w rozdzielnicy', 'Accessories/din-rail-mount'),
  q('pl', 'everyday', 'za dużo maili z alarmami', 'Monitoring/Web-portal/alarms/general', 'Monitoring/Web-portal/account-settings'),
  // pt
  q('pt', 'question', 'como ligar dois contadores no mesmo cabo rs485', 'wiring-best-practices', 'Configuration-from-A-to-Z/Extra-Information/adding-device'),
  q('pt', 'question', 'adicionei o controlador novo como instalação nova por engano como junto o histórico', 'Monitoring/Web-portal/installations/other-actions/combine', 'Monitoring/Web-portal/installations/replace'),
  q('pt', 'everyday', 'bomba de calor ignora o sol', 'Devices/Heat-pump/SG-Ready-generic', 'Controller/Devices/heat-pumps', 'Troubleshooting/control-malfunctioning'),
  q('pt', 'everyday', 'consumo ao vivo no telemóvel', 'app', 'Monitoring/App/installing-the-app'),
  // es
  q('es', 'question', 'cuánto tarda el controlador en reaccionar a un cambio de consumo', 'control-response-time'),
  q('es', 'question', 'por qué la batería nunca llega al 100', 'Configuration-from-A-to-Z/local-control-modes/extra-wear-battery', 'Configuration-from-A-to-Z/Extra-Information/battery-maintenance-charge'),
  q('es', 'everyday', 'termo eléctrico con contactor', 'Devices/Boiler/relay-immersion-heater', 'Configuration-from-A-to-Z/Extra-Information/direct-relay-control'),
  q('es', 'everyday', 'wallbox marca cero kilovatios', 'Devices/EV-charging-station/Wallbox'),
  // sv
  q('sv', 'question', 'hur ser jag vilken mjukvaruversion styrenheten har', 'Troubleshooting/software-version'),
  q('sv', 'question', 'kan två laddboxar dela samma säkring', 'Configuration-from-A-to-Z/grouping-devices'),
  q('sv', 'everyday', 'solceller ger för lite', 'Monitoring/Web-portal/metrics/expected_production'),
  q('sv', 'everyday', 'timpris på el', 'External-Signals/day-ahead-market-prices', 'Monitoring/App/Energy-Settings/providers'),
  // ch
  q('ch', 'question', '门户里一分钟的数据能保存多久', 'Monitoring/Web-portal/historical-data/export'),
  q('ch', 'question', '楼宇管理系统能不能通过modbus读取控制器的数据', 'Configuration-from-A-to-Z/Extra-Information/advanced-settings', 'network-configuration'),
  q('ch', 'everyday', '电池老化太快', 'Configuration-from-A-to-Z/local-control-modes/extra-wear-battery'),
  q('ch', 'everyday', '三菱热泵时灵时不灵', 'Devices/Heat-pump/Mitsubishi-Electric'),
  // ar
  q('ar', 'question', 'هل يمكن نشر التطبيق باسم شركتنا وشعارها', 'Monitoring/Whitelabeling-app/page'),
  q('ar', 'question', 'متى يصل التقرير الشهري بالبريد', 'Monitoring/Web-portal/reports/scheduled-reports'),
  q('ar', 'everyday', 'التصدير يظهر كاستهلاك', 'Configuration-from-A-to-Z/Extra-Information/reversing-energy-meter', 'Troubleshooting/configuration', 'Monitoring/Integrations/energy-meters'),
  q('ar', 'everyday', 'جهازي غير مدعوم', 'Devices/new-integrations/request-an-integration', 'Controller/Devices/new-integrations', 'Devices/new-integrations/beta-integrations'),
  // hi
  q('hi', 'question', 'Shelly relay को controller से कैसे जोड़ें', 'Devices/Switched-loads/Shelly'),
  q('hi', 'question', 'Enphase Envoy में token वाला error क्यों आ रहा है', 'Devices/Cloud/Enphase-Envoy', 'Troubleshooting/device-integrations'),
  q('hi', 'everyday', 'app में खर्च गलत', 'Troubleshooting/energy-prices', 'Monitoring/App/Energy-Settings/tariffs'),
  q('hi', 'everyday', 'Deye wifi stick नहीं जुड़ता', 'Devices/PV-hybrid-and-battery-inverters/Deye'),
]

/** The tuning set: keywords, prefixes, typos and questions, and the reader queries. */
export const RELEVANCE_QUERIES: RelevanceQuery[] = [...KEYWORD_QUERIES, ...READER_QUERIES, ...SECOND_READER_QUERIES]
