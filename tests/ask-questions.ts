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
 * cause of a symptom). Part of the tuning set (the held-out set is tests/held-out/).
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

/** The tuning set of Ask AI: the team's questions and the reader questions. */
export const ASK_QUESTIONS: AskQuestion[] = [...KEYWORD_QUESTIONS, ...READER_QUESTIONS]
