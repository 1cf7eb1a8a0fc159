/** Questions as readers ask them, with the pages a good answer cites. */
export interface AskQuestion {
  locale: 'en' | 'nl' | 'de' | 'fr' | 'it' | 'pl' | 'pt' | 'es' | 'sv' | 'ch' | 'ar' | 'hi'
  question: string
  expect: string[]
}

const LCM = 'Configuration-from-A-to-Z/local-control-modes'
const EXTRA = 'Configuration-from-A-to-Z/Extra-Information'
/** Pages that tell how to reset: the reset page, the button on the LED page and the hold-time tables in troubleshooting. */
const RESET = [`${EXTRA}/reset`, 'status-leds', 'Troubleshooting/network', 'Troubleshooting/configuration']
const a = (locale: AskQuestion['locale'], question: string, ...expect: string[]): AskQuestion => ({ locale, question, expect })

const KEYWORD_QUESTIONS: AskQuestion[] = [
  a('en', 'How do I reset the controller to factory settings?', ...RESET),
  a('en', 'What does a red blinking cloud LED mean?', 'status-leds', 'Troubleshooting/network', 'Controller/network-troubleshooting'),
  a('en', 'Which ports do I need to open in the firewall?', 'network-configuration', 'Troubleshooting/network'),
  a('en', 'How much mobile data does the controller use per month?', `${EXTRA}/data-usage`, 'Troubleshooting/data-usage'),
  a('en', 'How do I terminate an RS485 bus?', 'wiring-best-practices', 'Troubleshooting/device-communication'),
  a('en', 'What is the supply voltage of the controller?', 'specifications', 'installation'),
  a('en', 'How do I connect the P1 port of my smart meter?', 'Accessories/p1-cable', 'Devices/Energy-meter/P1-DSMR'),
  a('en', 'Why does my battery not charge from the grid?', 'Troubleshooting/control-malfunctioning', `${LCM}/extra-battery-charging-schedule`),
  a('en', 'How do I enable Modbus TCP on a SolarEdge inverter?', 'Devices/PV-hybrid-and-battery-inverters/SolarEdge'),
  a('en', 'Which unit ID does a Huawei SUN2000 inverter use?', 'Devices/PV-hybrid-and-battery-inverters/Huawei-SUN2000'),
  a('en', 'How does peak shaving with the battery work with the capacity tariff?', `${LCM}/extra-peak-shaving-battery`),
  a('en', 'How can I limit export to the grid to zero?', 'Configuration-from-A-to-Z/grid-limits', 'External-Signals/curtailment'),
  a('en', 'How do I connect an SG-Ready heat pump to the relays?', 'Devices/Heat-pump/SG-Ready-generic', 'Controller/Devices/heat-pumps'),
  a('en', 'How do I update the firmware manually?', 'Troubleshooting/software-version'),
  a('en', 'How do I add a new installation in the portal?', 'Monitoring/Web-portal/installations/add'),
  a('en', 'How do I give another person access to my installation?', 'Monitoring/App/sharing-access', 'Monitoring/Web-portal/user-management/how-to-add'),
  a('en', 'What does paragraph 14a mean for heat pumps in Germany?', 'External-Signals/paragraph-14a'),
  a('en', 'How do I set up an EV charger that speaks OCPP?', 'Devices/EV-charging-station/generic-OCPP', 'Controller/Devices/ev-chargers'),
  a('en', 'How do I give my Windows laptop a fixed IP address?', `${EXTRA}/windows-fixed-ip`),
  a('en', 'What wire size should I use for the supply terminals?', 'specifications', 'wiring-best-practices', 'installation'),
  a('en', 'The energy meter shows negative consumption, how do I reverse it?', `${EXTRA}/reversing-energy-meter`),
  a('en', 'How do I export historical data as CSV?', 'Monitoring/Web-portal/historical-data/export'),
  a('nl', 'Hoe reset ik de controller naar de fabrieksinstellingen?', ...RESET),
  a('nl', 'Welke poorten moet ik openzetten in de firewall?', 'network-configuration', 'Troubleshooting/network'),
  a('nl', 'Hoe werkt piekbegrenzing met de batterij bij het capaciteitstarief?', `${LCM}/extra-peak-shaving-battery`),
  a('nl', 'Waarom gebruikt de controller zoveel mobiele data?', 'Troubleshooting/data-usage'),
  a('nl', 'Hoe sluit ik een RS485-bus goed af?', 'wiring-best-practices'),
  a('de', 'Wie setze ich den Controller auf die Werkseinstellungen zurück?', ...RESET),
  a('de', 'Welche Ports muss die Firewall freigeben?', 'network-configuration', 'Troubleshooting/network'),
  a('de', 'Wie funktioniert die Lastspitzenkappung mit dem Batteriespeicher?', `${LCM}/extra-peak-shaving-battery`),
  a('de', 'Warum verbraucht der Controller so viele mobile Daten?', 'Troubleshooting/data-usage'),
  a('de', 'Wie schnell reagiert die Regelung auf ein Signal?', 'control-response-time'),
  a('fr', 'Comment réinitialiser le contrôleur aux réglages d’usine ?', ...RESET),
  a('fr', 'Quels ports faut-il ouvrir dans le pare-feu ?', 'network-configuration', 'Troubleshooting/network'),
  a('fr', 'Comment fonctionne l’écrêtage des pointes avec la batterie ?', `${LCM}/extra-peak-shaving-battery`),
  a('fr', 'Pourquoi le contrôleur consomme-t-il autant de données mobiles ?', 'Troubleshooting/data-usage'),
  a('fr', 'Comment mettre à jour le firmware manuellement ?', 'Troubleshooting/software-version'),
  a('ch', '如何将控制器恢复出厂设置？', ...RESET),
  a('ch', '防火墙需要开放哪些端口？', 'network-configuration', 'Troubleshooting/network'),
  a('ch', '电池削峰是如何工作的？', `${LCM}/extra-peak-shaving-battery`),
  a('ch', '为什么控制器使用这么多移动数据？', 'Troubleshooting/data-usage'),
  a('ch', '如何手动更新固件？', 'Troubleshooting/software-version'),
]

/** Chargers that stop or do not charge: the overview, OCPP, integration problems and the control troubleshooting's charger section. */
const CHARGERS = ['Controller/Devices/ev-chargers', 'Devices/EV-charging-station/generic-OCPP', 'Troubleshooting/device-integrations', 'Troubleshooting/control-malfunctioning']
const DATA = [`${EXTRA}/data-usage`, 'Troubleshooting/data-usage', 'Accessories/A1']

/**
 * Questions as readers put them in every language, by the answer they want (steps, a value, the
 * cause of a symptom). Part of the tuning set (the held-out set is quality/held-out/).
 */
export const READER_QUESTIONS: AskQuestion[] = [
  a('en', 'What temperature can the controller run at?', 'specifications'),
  a('en', 'How do I set up two-factor authentication for the portal?', 'Monitoring/Web-portal/login'),
  a('en', 'Why do I not get push notifications on my phone?', 'Monitoring/App/notifications', 'Troubleshooting/app'),
  a('en', 'How many devices can one controller handle?', 'specifications', 'Configuration-from-A-to-Z/other-devices'),
  a('nl', 'Hoe deel ik mijn installatie met mijn partner?', 'Monitoring/App/sharing-access', 'Monitoring/Web-portal/user-management/how-to-add'),
  a('nl', 'Waarom stopt mijn laadpaal steeds met laden?', ...CHARGERS, 'Configuration-from-A-to-Z/grid-limits'),
  a('nl', 'Hoe lang mag de P1-kabel zijn?', 'Accessories/p1-cable', 'wiring-best-practices'),
  a('de', 'Wie stelle ich eine feste IP-Adresse am Laptop ein?', `${EXTRA}/windows-fixed-ip`),
  a('de', 'Warum zeigt die App keine Daten?', 'Troubleshooting/app'),
  a('de', 'Wie viele Daten verbraucht der Controller im Monat?', ...DATA),
  a('fr', 'Comment partager l’accès à mon installation ?', 'Monitoring/App/sharing-access', 'Monitoring/Web-portal/user-management/how-to-add'),
  a('fr', 'Pourquoi je ne reçois pas les notifications de l’application ?', 'Monitoring/App/notifications', 'Troubleshooting/app'),
  a('it', 'Come collego un contatore Eastron SDM630?', 'Devices/Energy-meter/Eastron/SDM630'),
  a('it', 'Perché l’app non mostra la produzione solare?', 'Troubleshooting/app', 'Monitoring/Integrations/pv-inverters', 'Troubleshooting/device-communication'),
  a('it', 'Quanti dati consuma il controller al mese?', ...DATA),
  a('pl', 'Jak udostępnić instalację innej osobie?', 'Monitoring/App/sharing-access', 'Monitoring/Web-portal/user-management/how-to-add'),
  a('pl', 'Dlaczego stacja ładowania nie ładuje samochodu?', ...CHARGERS),
  a('pl', 'Jak zresetować hasło do portalu?', 'Monitoring/Web-portal/login', 'Troubleshooting/app'),
  a('pt', 'Como ligo uma Tesla Powerwall ao controlador?', 'Devices/Home-battery/Tesla-Powerwall', 'Devices/Cloud/Tesla-cloud'),
  a('pt', 'Porque é que a aplicação não mostra dados?', 'Troubleshooting/app'),
  a('pt', 'Quantos dados móveis gasta o controlador por mês?', ...DATA),
  a('es', '¿Cómo restablezco la contraseña del portal?', 'Monitoring/Web-portal/login', 'Troubleshooting/app'),
  a('es', '¿Por qué el punto de recarga deja de cargar?', ...CHARGERS, 'Configuration-from-A-to-Z/grid-limits'),
  a('es', '¿Cuántos datos móviles gasta el controlador al mes?', ...DATA),
  a('sv', 'Hur ansluter jag en Zaptec-laddbox?', 'Devices/EV-charging-station/Zaptec'),
  a('sv', 'Varför får jag inga aviseringar i appen?', 'Monitoring/App/notifications', 'Troubleshooting/app'),
  a('sv', 'Hur mycket mobildata använder styrenheten per månad?', ...DATA),
  a('ch', '控制器的工作温度范围是多少？', 'specifications'),
  a('ch', '如何与家人共享我的站点？', 'Monitoring/App/sharing-access', 'Monitoring/Web-portal/user-management/how-to-add'),
  a('ch', '为什么手机收不到推送通知？', 'Monitoring/App/notifications', 'Troubleshooting/app'),
  a('ar', 'كيف أعيد تعيين كلمة مرور البوابة؟', 'Monitoring/Web-portal/login', 'Troubleshooting/app'),
  a('ar', 'لماذا لا يعرض التطبيق أي بيانات؟', 'Troubleshooting/app'),
  a('ar', 'كم تستهلك وحدة التحكم من البيانات شهريًا؟', ...DATA),
  a('ar', 'كيف أشارك الوصول إلى منشأتي مع شخص آخر؟', 'Monitoring/App/sharing-access', 'Monitoring/Web-portal/user-management/how-to-add'),
  a('hi', 'पोर्टल का पासवर्ड कैसे रीसेट करें?', 'Monitoring/Web-portal/login', 'Troubleshooting/app'),
  a('hi', 'ऐप में डेटा क्यों नहीं दिख रहा है?', 'Troubleshooting/app'),
  a('hi', 'कंट्रोलर हर महीने कितना मोबाइल डेटा इस्तेमाल करता है?', ...DATA),
  a('hi', 'अपनी इंस्टॉलेशन किसी और के साथ कैसे शेयर करें?', 'Monitoring/App/sharing-access', 'Monitoring/Web-portal/user-management/how-to-add'),
]

/**
 * A second batch of reader questions, written by someone who had read the pages but neither the
 * other sets nor the ranking (steps, values and symptoms, five per language). Tuning set.
 */
export const SECOND_READER_QUESTIONS: AskQuestion[] = [
  // en
  a('en', "How do I connect my laptop directly to the controller with a network cable when there's no router on site?", 'Configuration-from-A-to-Z/Extra-Information/windows-fixed-ip'),
  a('en', 'The controller in a customer\'s board died. How do I swap in a new one and keep all the history in the portal?', 'Monitoring/Web-portal/installations/replace', 'Configuration-from-A-to-Z/Extra-Information/backup', 'safety-maintenance'),
  a('en', 'What port and unit ID should I use for a Kostal Plenticore inverter?', 'Devices/PV-hybrid-and-battery-inverters/Kostal-Plenticore', 'Configuration-from-A-to-Z/Extra-Information/adding-device'),
  a('en', 'Roughly how many MB a month does the box use if it runs on a 4G SIM card?', 'Configuration-from-A-to-Z/Extra-Information/data-usage', 'Accessories/A1', 'Troubleshooting/data-usage'),
  a('en', 'Why does my home battery drain into the car every evening when the EV is charging?', 'Configuration-from-A-to-Z/Extra-Information/battery-and-ev'),
  // nl
  a('nl', 'Hoe zet ik de P1-poort van een digitale meter in Vlaanderen open zodat het kastje gegevens krijgt?', 'Devices/Energy-meter/P1-DSMR', 'Accessories/p1-cable'),
  a('nl', 'Hoe vul ik een dag- en nachttarief in in de app?', 'Monitoring/App/Energy-Settings/tariffs'),
  a('nl', 'Hoe lang blijft het eigen wifi-netwerk van de controller actief als ik het met de resetknop aanzet?', 'Configuration-from-A-to-Z/accessing-commissioning-interface', 'status-leds'),
  a('nl', 'Wat is het minimum waarmee elke maand meetelt voor het capaciteitstarief?', 'Configuration-from-A-to-Z/local-control-modes/extra-peak-shaving-battery', 'Configuration-from-A-to-Z/Extra-Information/energy-costs'),
  a('nl', 'Mijn slimme meter stuurt maar om de 10 seconden een nieuwe waarde, is dat normaal?', 'Controller/Toolbox/p1-telegram-viewer', 'Devices/Energy-meter/P1-DSMR', 'Accessories/p1-cable', 'control-response-time'),
  // de
  a('de', 'Wie verdrahte und konfiguriere ich den §14a-Kontakt der Steuerbox am Controller?', 'External-Signals/paragraph-14a', 'External-Signals/dno-relay-control'),
  a('de', 'Wie schließe ich eine Wärmepumpe mit SG Ready an die zwei Relais an?', 'Devices/Heat-pump/SG-Ready-generic', 'Configuration-from-A-to-Z/Extra-Information/direct-relay-control'),
  a('de', 'Welche Unit-ID muss ich für eine KEBA KeContact P30 eintragen?', 'Devices/EV-charging-station/Keba'),
  a('de', 'Welchen Sicherungsautomaten brauche ich für die Stromversorgung des Controllers?', 'installation', 'quick-start', 'safety-maintenance'),
  a('de', 'Stiebel-Eltron-Wärmepumpe reagiert überhaupt nicht auf SG Ready über das ISG, woran liegt das?', 'Devices/Heat-pump/Stiebel-Eltron'),
  // fr
  a('fr', "Je vends ma maison : comment je passe l'installation au nouveau propriétaire ?", 'Monitoring/Web-portal/installations/other-actions/transfer-ownership', 'Monitoring/App/sharing-access'),
  a('fr', "Comment comparer la production de ce mois-ci avec le même mois l'année dernière dans le portail ?", 'Monitoring/Web-portal/historical-data/comparing-periods'),
  a('fr', 'Quelle longueur de câble maximale pour le bus RS485 ?', 'wiring-best-practices', 'specifications'),
  a('fr', 'Pendant combien de jours le contrôleur garde-t-il les mesures quand internet est coupé ?', 'Monitoring/Web-portal/faq/general', 'Monitoring/Web-portal/alarms/watchdogs-alarms'),
  a('fr', "Le voyant Cloud clignote en rouge, qu'est-ce qui ne va pas ?", 'status-leds', 'Controller/network-troubleshooting', 'Troubleshooting/network'),
  // it
  a('it', "Come faccio a mostrare la produzione solare su un televisore nell'ingresso dell'ufficio?", 'Monitoring/Web-portal/public-display-controllers/setup', 'Monitoring/Web-portal/public-display-controllers/layouts'),
  a('it', 'Che porta Modbus TCP usa un inverter SolarEdge?', 'Devices/PV-hybrid-and-battery-inverters/SolarEdge'),
  a('it', 'Quanti dispositivi posso collegare al massimo al controller?', 'specifications', 'Configuration-from-A-to-Z/other-devices', 'Configuration-from-A-to-Z/Extra-Information/adding-device'),
  a('it', 'Il contatore Carlo Gavazzi EM340 non risponde, ho collegato A con A e B con B', 'Devices/Energy-meter/Carlo-Gavazzi/EM340'),
  a('it', "La batteria con inverter Solis non si carica dalla rete nelle ore in cui l'energia costa poco, perché?", 'Devices/PV-hybrid-and-battery-inverters/Solis', 'Troubleshooting/control-malfunctioning'),
  // pl
  a('pl', 'Jak włączyć logowanie dwuetapowe w portalu?', 'Monitoring/Web-portal/login', 'Monitoring/Web-portal/account-settings'),
  a('pl', 'Jaką prędkość transmisji ma fabrycznie licznik Eastron SDM120?', 'Devices/Energy-meter/Eastron/SDM120', 'Configuration-from-A-to-Z/grid-energy-meter'),
  a('pl', 'Po ilu minutach dostanę alarm, że sterownik jest offline?', 'Monitoring/Web-portal/alarms/defaults', 'Monitoring/Web-portal/alarms/watchdogs-alarms', 'Monitoring/Web-portal/faq/general'),
  a('pl', 'Powiadomienia z aplikacji w ogóle nie przychodzą na telefon, co sprawdzić?', 'Monitoring/App/notifications', 'Troubleshooting/app'),
  a('pl', 'Falownik Sungrow podłączony przez WiNet-S co chwilę zamraża wartości', 'Devices/PV-hybrid-and-battery-inverters/Sungrow-SH'),
  // pt
  a('pt', 'Como dou acesso à minha mulher para ela também ver a instalação na app?', 'Monitoring/App/sharing-access', 'Monitoring/Web-portal/user-management/how-to-add'),
  a('pt', 'Qual é o endereço Modbus de fábrica dos inversores GoodWe?', 'Devices/PV-hybrid-and-battery-inverters/GoodWe-ET'),
  a('pt', 'Qual é o excedente solar mínimo para o carro começar a carregar?', 'Controller/Devices/ev-chargers', 'Configuration-from-A-to-Z/Extra-Information/battery-and-ev', 'Configuration-from-A-to-Z/local-control-modes/extra-device-priorities'),
  a('pt', 'O carregador Peblar não segue o sol e carrega sempre no máximo', 'Devices/EV-charging-station/Peblar'),
  a('pt', 'O consumo da casa aparece negativo no portal, o que se passa?', 'Configuration-from-A-to-Z/Extra-Information/reversing-energy-meter', 'Monitoring/Web-portal/energy-flow-diagram', 'Monitoring/Integrations/energy-meters'),
  // es
  a('es', '¿Cómo hago para que la batería se cargue de madrugada con la tarifa barata?', 'Configuration-from-A-to-Z/local-control-modes/extra-battery-charging-schedule'),
  a('es', '¿Entre qué temperaturas puede funcionar el controlador?', 'specifications', 'installation'),
  a('es', '¿Cuántos días tiene el cliente para aceptar la invitación de propietario?', 'Monitoring/Web-portal/installations/add', 'Monitoring/Web-portal/user-management/how-to-add', 'Monitoring/onboarding'),
  a('es', "El cargador Zaptec responde 'forbidden' cuando intento cambiar la corriente", 'Devices/EV-charging-station/Zaptec'),
  a('es', 'En la app no salen los precios de mañana, ¿por qué?', 'Troubleshooting/energy-prices', 'External-Signals/day-ahead-market-prices', 'Monitoring/App/Energy-Settings/providers'),
  // sv
  a('sv', 'Hur kopplar jag in en vattenmätare med pulsutgång till styrenheten?', 'Devices/Water-meter/pulse-water-meter', 'Controller/Devices/water-meters'),
  a('sv', 'Hur sparar jag en kopia av alla inställningar innan jag ändrar något?', 'Configuration-from-A-to-Z/Extra-Information/backup', 'Configuration-from-A-to-Z/Extra-Information/advanced-settings'),
  a('sv', 'Vilket unit-ID ska jag ange för en Victron Cerbo GX?', 'Devices/PV-hybrid-and-battery-inverters/Victron-GX'),
  a('sv', 'Strömlampan på styrenheten lyser fast rött, vad betyder det?', 'status-leds'),
  a('sv', 'Appen visar inga livevärden längre, men historiken finns kvar', 'Troubleshooting/app', 'Configuration-from-A-to-Z/Extra-Information/data-usage', 'Monitoring/App/installing-the-app'),
  // ch
  a('ch', '怎么扫标签上的二维码把控制器绑定到客户账户？', 'Configuration-from-A-to-Z/link-to-your-account', 'Monitoring/Web-portal/installations/add'),
  a('ch', '怎样让门户每天自动把数据上传到我们自己的服务器？', 'Monitoring/Web-portal/ftp-tool/setup'),
  a('ch', '控制器的继电器最大能带多大电流和电压？', 'Configuration-from-A-to-Z/Extra-Information/direct-relay-control', 'Devices/Switched-loads/relay-switched-load'),
  a('ch', '电表显示的数值差了40倍，用的是200/5的互感器，怎么回事？', 'Configuration-from-A-to-Z/Extra-Information/rescale-energy-meter'),
  a('ch', '华为逆变器的加密狗升级固件之后就连不上了', 'Devices/PV-hybrid-and-battery-inverters/Huawei-SUN2000'),
  // ar
  a('ar', 'كيف أربط عدادًا يعمل بـ Modbus وهو غير موجود في قائمة الأجهزة المدعومة؟', 'Accessories/generic-protocol', 'Devices/new-integrations/request-an-integration'),
  a('ar', 'كيف أجعل شاحن السيارة يأخذ فائض الطاقة الشمسية قبل البطارية؟', 'Configuration-from-A-to-Z/Extra-Information/priorities', 'Configuration-from-A-to-Z/local-control-modes/extra-device-priorities'),
  a('ar', 'ما هي المنافذ التي يجب السماح بها في جدار الحماية ليتصل الجهاز بالسحابة؟', 'network-configuration', 'Troubleshooting/network', 'Controller/network-troubleshooting'),
  a('ar', 'شحن البطارية المجدول يبدأ متأخرًا ساعة كاملة، لماذا؟', 'Configuration-from-A-to-Z/location', 'Troubleshooting/configuration'),
  a('ar', 'رسائل البريد الإلكتروني من البوابة تذهب إلى مجلد البريد المزعج', 'Monitoring/Web-portal/whitelabeling/email', 'Monitoring/Web-portal/login'),
  // hi
  a('hi', 'कंट्रोलर का firmware खुद से (manually) update कैसे करें?', 'Troubleshooting/software-version'),
  a('hi', 'support को भेजने के लिए कंट्रोलर के logs कैसे download करूँ?', 'Controller/Toolbox/log-download'),
  a('hi', 'Tesla Powerwall को local जोड़ने के लिए कौन सा password डालना है?', 'Devices/Home-battery/Tesla-Powerwall'),
  a('hi', 'धूप वाले हर दिन solar production एक ही value पर सीधा (flat) क्यों हो जाता है?', 'External-Signals/curtailment', 'Monitoring/Integrations/pv-inverters'),
  a('hi', 'जब pump चालू होता है तो RS485 वाला meter timeout देने लगता है', 'Troubleshooting/device-communication', 'wiring-best-practices'),
]

/** The tuning set of Ask AI: the team's questions and the reader questions. */
export const ASK_QUESTIONS: AskQuestion[] = [...KEYWORD_QUESTIONS, ...READER_QUESTIONS, ...SECOND_READER_QUESTIONS]
