import type { HeldOutQuery, HeldOutQuestion } from './types'

/** Held-out search queries (en, de, nl, fr, es, it). Written without looking at the ranking; never tune on them. */
export const QUERIES_A: HeldOutQuery[] = [
  // en (22)
  { locale: 'en', kind: 'question', query: 'will a 1GB sim card be enough for the controller', expect: ['Configuration-from-A-to-Z/Extra-Information/data-usage', 'Accessories/A1', 'Troubleshooting/data-usage'] },
  { locale: 'en', kind: 'question', query: 'why is my battery not charging from the solar panels', expect: ['Troubleshooting/control-malfunctioning'] },
  { locale: 'en', kind: 'question', query: 'can I log in to the app with my portal account?', expect: ['Monitoring/Web-portal/faq/general', 'Monitoring/App/installing-the-app'] },
  { locale: 'en', kind: 'question', query: 'what does a blinking red cloud light mean', expect: ['status-leds', 'Troubleshooting/network'] },
  { locale: 'en', kind: 'question', query: 'how do I let my installer see my system', expect: ['Monitoring/App/sharing-access', 'Monitoring/Web-portal/user-management/how-to-add'] },
  { locale: 'en', kind: 'question', query: 'what happens to my solar data when I sell the house', expect: ['Monitoring/Web-portal/installations/other-actions/transfer-ownership', 'Monitoring/App/sharing-access'] },
  { locale: 'en', kind: 'question', query: 'how far away can the smart meter be from the controller', expect: ['Accessories/p1-cable', 'Accessories/p1-ethernet'] },
  { locale: 'en', kind: 'everyday', query: "solar numbers don't match the inverter app", expect: ['Monitoring/Integrations/pv-inverters', 'Monitoring/Web-portal/faq/general'] },
  { locale: 'en', kind: 'everyday', query: 'home battery empties into the car', expect: ['Configuration-from-A-to-Z/Extra-Information/battery-and-ev'] },
  { locale: 'en', kind: 'everyday', query: 'use spare solar to heat hot water', expect: ['Controller/Devices/boilers', 'Devices/Boiler/relay-immersion-heater', 'Devices/Boiler/my-PV-AC-THOR'] },
  { locale: 'en', kind: 'everyday', query: 'main breaker trips when the car is charging', expect: ['Configuration-from-A-to-Z/grid-limits', 'Troubleshooting/control-malfunctioning'] },
  { locale: 'en', kind: 'everyday', query: 'house consumption shows minus in the app', expect: ['Configuration-from-A-to-Z/Extra-Information/reversing-energy-meter', 'Troubleshooting/configuration', 'Troubleshooting/app'] },
  { locale: 'en', kind: 'everyday', query: 'see all end customers of my installers', expect: ['Monitoring/Web-portal/customers'] },
  { locale: 'en', kind: 'everyday', query: 'grid company turns my panels down', expect: ['External-Signals/dno-relay-control', 'External-Signals/curtailment'] },
  { locale: 'en', kind: 'keyword', query: 'SG Ready relay wiring', expect: ['Devices/Heat-pump/SG-Ready-generic', 'Configuration-from-A-to-Z/Extra-Information/direct-relay-control'] },
  { locale: 'en', kind: 'keyword', query: 'Sunny Tripower modbus tcp', expect: ['Devices/PV-hybrid-and-battery-inverters/SMA'] },
  { locale: 'en', kind: 'keyword', query: 'CE declaration of conformity', expect: ['certificates'] },
  { locale: 'en', kind: 'keyword', query: 'operating temperature range', expect: ['specifications'] },
  { locale: 'en', kind: 'typo', query: 'zaptech go ocpp', expect: ['Devices/EV-charging-station/Zaptec'] },
  { locale: 'en', kind: 'typo', query: 'eastorn sdm630 wiring', expect: ['Devices/Energy-meter/Eastron/SDM630'] },
  { locale: 'en', kind: 'prefix', query: 'capacity tar', expect: ['Configuration-from-A-to-Z/local-control-modes/extra-peak-shaving-battery', 'Configuration-from-A-to-Z/Extra-Information/energy-costs'] },
  { locale: 'en', kind: 'prefix', query: 'factory res', expect: ['Configuration-from-A-to-Z/Extra-Information/reset', 'status-leds'] },

  // de (14)
  { locale: 'de', kind: 'question', query: 'Warum lädt mein E-Auto nicht mit PV-Überschuss', expect: ['Troubleshooting/control-malfunctioning', 'Configuration-from-A-to-Z/Extra-Information/battery-and-ev'] },
  { locale: 'de', kind: 'question', query: 'wie viel Leistung bleibt bei §14a Dimmung', expect: ['External-Signals/paragraph-14a'] },
  { locale: 'de', kind: 'question', query: 'welche Wärmepumpen werden unterstützt?', expect: ['Controller/Devices/heat-pumps'] },
  { locale: 'de', kind: 'question', query: 'Wie bekomme ich den Controller ins WLAN?', expect: ['network-configuration'] },
  { locale: 'de', kind: 'question', query: 'was bedeutet die rote LED am Controller', expect: ['status-leds', 'Troubleshooting/network'] },
  { locale: 'de', kind: 'everyday', query: 'Rundsteuerempfänger anschließen', expect: ['External-Signals/dno-relay-control', 'Configuration-from-A-to-Z/external-control-signals'] },
  { locale: 'de', kind: 'everyday', query: 'Hausspeicher entlädt sich ins Auto', expect: ['Configuration-from-A-to-Z/Extra-Information/battery-and-ev'] },
  { locale: 'de', kind: 'everyday', query: 'Heizstab mit PV-Überschuss', expect: ['Controller/Devices/boilers', 'Devices/Boiler/relay-immersion-heater', 'Devices/Boiler/my-PV-AC-THOR'] },
  { locale: 'de', kind: 'everyday', query: 'Nulleinspeisung einstellen', expect: ['Configuration-from-A-to-Z/grid-limits', 'External-Signals/curtailment'] },
  { locale: 'de', kind: 'everyday', query: 'Stromwandler falsch herum eingebaut', expect: ['Configuration-from-A-to-Z/Extra-Information/reversing-energy-meter', 'Troubleshooting/configuration'] },
  { locale: 'de', kind: 'keyword', query: 'Huawei SDongle Modbus TCP', expect: ['Devices/PV-hybrid-and-battery-inverters/Huawei-SUN2000', 'Devices/Home-battery/Huawei-LUNA2000'] },
  { locale: 'de', kind: 'keyword', query: 'Konformitätserklärung', expect: ['certificates'] },
  { locale: 'de', kind: 'typo', query: 'Fornius Gen24 Batterie', expect: ['Devices/PV-hybrid-and-battery-inverters/Fronius-GEN24'] },
  { locale: 'de', kind: 'prefix', query: 'Hutschienenmon', expect: ['installation', 'Accessories/din-rail-mount'] },

  // nl (14)
  { locale: 'nl', kind: 'question', query: 'waarom krijg ik geen meldingen op mijn telefoon', expect: ['Monitoring/App/notifications', 'Troubleshooting/app'] },
  { locale: 'nl', kind: 'question', query: 'hoe sluit ik de P1 poort van de slimme meter aan', expect: ['Devices/Energy-meter/P1-DSMR', 'Accessories/p1-cable'] },
  { locale: 'nl', kind: 'question', query: 'kan de thuisbatterij laden op een dynamisch contract', expect: ['External-Signals/day-ahead-market-prices', 'Monitoring/App/Energy-Settings/providers'] },
  { locale: 'nl', kind: 'question', query: 'blijft de batterij werken als het internet uitvalt?', expect: ['Monitoring/Web-portal/faq/general', 'legal/SLA', 'network-configuration'] },
  { locale: 'nl', kind: 'question', query: 'waar vul ik de terugleverkosten in', expect: ['Monitoring/App/Energy-Settings/tariffs', 'Configuration-from-A-to-Z/Extra-Information/energy-costs'] },
  { locale: 'nl', kind: 'everyday', query: 'laadpaal alleen op zonnestroom laten laden', expect: ['Configuration-from-A-to-Z/Extra-Information/battery-and-ev', 'Controller/Devices/ev-chargers'] },
  { locale: 'nl', kind: 'everyday', query: 'salderen stopt 2027', expect: ['Configuration-from-A-to-Z/Extra-Information/energy-costs', 'Monitoring/App/Energy-Settings/tariffs'] },
  { locale: 'nl', kind: 'everyday', query: 'gasverbruik zien in de app', expect: ['Devices/Gas-meter/P1-gas-meter', 'Controller/Devices/gas-meters'] },
  { locale: 'nl', kind: 'everyday', query: 'tussenmeter voor de warmtepomp', expect: ['Controller/Devices/energy-meters', 'Controller/Devices/heat-pumps'] },
  { locale: 'nl', kind: 'everyday', query: 'omvormer gaat uit bij negatieve stroomprijs', expect: ['External-Signals/curtailment', 'External-Signals/day-ahead-market-prices'] },
  { locale: 'nl', kind: 'keyword', query: 'vast IP-adres laptop', expect: ['Configuration-from-A-to-Z/Extra-Information/windows-fixed-ip'] },
  { locale: 'nl', kind: 'keyword', query: 'Alfen Eve load balancing licentie', expect: ['Devices/EV-charging-station/Alfen'] },
  { locale: 'nl', kind: 'typo', query: 'victorn gx ess', expect: ['Devices/PV-hybrid-and-battery-inverters/Victron-GX'] },
  { locale: 'nl', kind: 'prefix', query: 'piekafvlakk', expect: ['Configuration-from-A-to-Z/local-control-modes/extra-peak-shaving-battery', 'Configuration-from-A-to-Z/local-control-modes/complete-explanation'] },

  // fr (13)
  { locale: 'fr', kind: 'question', query: 'comment remettre le boîtier en configuration usine', expect: ['Configuration-from-A-to-Z/Extra-Information/reset', 'status-leds'] },
  { locale: 'fr', kind: 'question', query: 'combien consomme le contrôleur lui-même', expect: ['specifications'] },
  { locale: 'fr', kind: 'question', query: 'pourquoi ma batterie se recharge sur le réseau la nuit', expect: ['Configuration-from-A-to-Z/local-control-modes/extra-battery-charging-schedule', 'Configuration-from-A-to-Z/Extra-Information/reversing-energy-meter', 'External-Signals/day-ahead-market-prices'] },
  { locale: 'fr', kind: 'question', query: 'comment ajouter un utilisateur sur le portail', expect: ['Monitoring/Web-portal/user-management/how-to-add'] },
  { locale: 'fr', kind: 'question', query: 'le wifi 5 GHz est-il compatible ?', expect: ['network-configuration', 'Controller/network-troubleshooting'] },
  { locale: 'fr', kind: 'everyday', query: "la borne de recharge s'arrête et redémarre sans arrêt", expect: ['Configuration-from-A-to-Z/Extra-Information/battery-and-ev'] },
  { locale: 'fr', kind: 'everyday', query: "chauffer le ballon d'eau chaude avec le surplus solaire", expect: ['Controller/Devices/boilers', 'Devices/Boiler/relay-immersion-heater', 'Devices/Boiler/my-PV-AC-THOR'] },
  { locale: 'fr', kind: 'everyday', query: 'mot de passe oublié', expect: ['Monitoring/Web-portal/login', 'Monitoring/Web-portal/faq/general'] },
  { locale: 'fr', kind: 'everyday', query: 'onduleur bridé en plein soleil', expect: ['External-Signals/curtailment', 'Monitoring/Integrations/pv-inverters'] },
  { locale: 'fr', kind: 'keyword', query: 'SolarEdge SetApp Modbus TCP', expect: ['Devices/PV-hybrid-and-battery-inverters/SolarEdge'] },
  { locale: 'fr', kind: 'keyword', query: 'température de fonctionnement', expect: ['specifications'] },
  { locale: 'fr', kind: 'typo', query: 'easse ocpp', expect: ['Devices/EV-charging-station/Easee'] },
  { locale: 'fr', kind: 'prefix', query: 'déclaration de confor', expect: ['certificates'] },

  // es (13)
  { locale: 'es', kind: 'question', query: 'cómo conecto el controlador al wifi de casa', expect: ['network-configuration'] },
  { locale: 'es', kind: 'question', query: '¿por qué no me llegan las notificaciones al móvil?', expect: ['Monitoring/App/notifications', 'Troubleshooting/app'] },
  { locale: 'es', kind: 'question', query: 'cuántos relés tiene el controlador y cuánta carga aguantan', expect: ['Configuration-from-A-to-Z/Extra-Information/direct-relay-control', 'specifications'] },
  { locale: 'es', kind: 'question', query: 'cómo cambio el precio de la luz en la app', expect: ['Monitoring/App/Energy-Settings/tariffs', 'Monitoring/App/Energy-Settings/providers'] },
  { locale: 'es', kind: 'everyday', query: 'las placas producen menos de lo normal', expect: ['Monitoring/Web-portal/metrics/expected_production'] },
  { locale: 'es', kind: 'everyday', query: 'la batería se vacía cargando el coche', expect: ['Configuration-from-A-to-Z/Extra-Information/battery-and-ev'] },
  { locale: 'es', kind: 'everyday', query: 'el contador marca al revés', expect: ['Configuration-from-A-to-Z/Extra-Information/reversing-energy-meter', 'Troubleshooting/configuration'] },
  { locale: 'es', kind: 'everyday', query: 'instalación sin internet fijo', expect: ['Accessories/A1'] },
  { locale: 'es', kind: 'everyday', query: 'la app no muestra datos desde ayer', expect: ['Troubleshooting/app'] },
  { locale: 'es', kind: 'keyword', query: 'Growatt SPH RS485', expect: ['Devices/PV-hybrid-and-battery-inverters/Growatt'] },
  { locale: 'es', kind: 'keyword', query: 'garantía legal', expect: ['legal/termsAndConditions'] },
  { locale: 'es', kind: 'typo', query: 'huawey luna 2000', expect: ['Devices/Home-battery/Huawei-LUNA2000', 'Devices/PV-hybrid-and-battery-inverters/Huawei-SUN2000'] },
  { locale: 'es', kind: 'prefix', query: 'limitación de inyecc', expect: ['Configuration-from-A-to-Z/grid-limits', 'External-Signals/curtailment'] },

  // it (13)
  { locale: 'it', kind: 'question', query: 'come collego una pompa di calore SG Ready', expect: ['Devices/Heat-pump/SG-Ready-generic', 'Controller/Devices/heat-pumps'] },
  { locale: 'it', kind: 'question', query: 'quanti dati consuma al mese con la SIM', expect: ['Configuration-from-A-to-Z/Extra-Information/data-usage', 'Accessories/A1', 'Troubleshooting/data-usage'] },
  { locale: 'it', kind: 'question', query: 'perché la wallbox non parte col fotovoltaico', expect: ['Troubleshooting/control-malfunctioning', 'Configuration-from-A-to-Z/Extra-Information/battery-and-ev'] },
  { locale: 'it', kind: 'question', query: 'come si aggiorna il firmware del controller?', expect: ['Troubleshooting/software-version'] },
  { locale: 'it', kind: 'everyday', query: 'la batteria non si carica di notte con la bioraria', expect: ['Configuration-from-A-to-Z/local-control-modes/extra-battery-charging-schedule'] },
  { locale: 'it', kind: 'everyday', query: "accendere carichi quando c'è surplus fotovoltaico", expect: ['Controller/Devices/switched-loads', 'Devices/Switched-loads/relay-switched-load', 'Devices/Switched-loads/Shelly'] },
  { locale: 'it', kind: 'everyday', query: "l'app non mostra i dati", expect: ['Troubleshooting/app'] },
  { locale: 'it', kind: 'everyday', query: 'salta il contatore quando carico la macchina', expect: ['Configuration-from-A-to-Z/grid-limits', 'Troubleshooting/control-malfunctioning'] },
  { locale: 'it', kind: 'keyword', query: 'Sungrow SH LAN Modbus', expect: ['Devices/PV-hybrid-and-battery-inverters/Sungrow-SH'] },
  { locale: 'it', kind: 'keyword', query: 'resistenza di terminazione RS485', expect: ['wiring-best-practices', 'Troubleshooting/device-communication'] },
  { locale: 'it', kind: 'keyword', query: 'smaltimento RAEE', expect: ['certificates', 'safety-maintenance'] },
  { locale: 'it', kind: 'typo', query: 'pylontec', expect: ['Devices/Home-battery/Pylontech'] },
  { locale: 'it', kind: 'prefix', query: 'squilibrio fas', expect: ['Configuration-from-A-to-Z/Extra-Information/phase-imbalance'] },
]

export const QUESTIONS_A: HeldOutQuestion[] = [
  // en
  { locale: 'en', kind: 'steps', question: 'How do I swap a faulty controller for a new one without losing the history in the portal?', expect: ['Monitoring/Web-portal/installations/replace', 'Configuration-from-A-to-Z/Extra-Information/backup', 'safety-maintenance'] },
  { locale: 'en', kind: 'value', question: 'How long can an RS485 bus be, and how many devices can I put on one port?', expect: ['specifications', 'wiring-best-practices'] },
  { locale: 'en', kind: 'symptom', question: "The controller's own Wi-Fi network has disappeared from my phone during commissioning. Why?", expect: ['Configuration-from-A-to-Z/accessing-commissioning-interface', 'status-leds'] },
  { locale: 'en', kind: 'other', question: 'Can I use my home battery to finish charging the car in the evening?', expect: ['Configuration-from-A-to-Z/Extra-Information/battery-and-ev'] },
  { locale: 'en', kind: 'other', question: 'What can a Viewer do in the portal compared with the Owner?', expect: ['Monitoring/Web-portal/user-management/roles', 'Monitoring/App/sharing-access'] },

  // de
  { locale: 'de', kind: 'steps', question: 'Wie richte ich den Controller als Energiemanagementsystem nach §14a EnWG ein?', expect: ['External-Signals/paragraph-14a', 'External-Signals/dno-relay-control'] },
  { locale: 'de', kind: 'value', question: 'Welche Ports muss ich in der Firewall für den Controller freigeben?', expect: ['network-configuration', 'Troubleshooting/network'] },
  { locale: 'de', kind: 'symptom', question: 'Die Wallbox ignoriert die Ladestromvorgaben des Controllers, woran kann das liegen?', expect: ['Configuration-from-A-to-Z/Extra-Information/battery-and-ev', 'Troubleshooting/control-malfunctioning', 'Controller/Devices/ev-chargers'] },
  { locale: 'de', kind: 'other', question: 'Kann ich Wärmepumpe und Heizstab gleichzeitig mit PV-Überschuss betreiben, und wer bekommt den Strom zuerst?', expect: ['Configuration-from-A-to-Z/Extra-Information/priorities', 'Controller/Devices/boilers', 'Controller/Devices/heat-pumps'] },
  { locale: 'de', kind: 'other', question: 'Was geht verloren, wenn ich den Controller auf Werkseinstellungen zurücksetze?', expect: ['Configuration-from-A-to-Z/Extra-Information/reset', 'Configuration-from-A-to-Z/Extra-Information/backup'] },

  // nl
  { locale: 'nl', kind: 'steps', question: 'Hoe koppel ik de controller aan het account van de klant?', expect: ['Configuration-from-A-to-Z/link-to-your-account', 'Monitoring/Web-portal/installations/add'] },
  { locale: 'nl', kind: 'value', question: 'Hoe lang mag de P1-kabel maximaal zijn?', expect: ['Accessories/p1-cable', 'specifications'] },
  { locale: 'nl', kind: 'symptom', question: 'De cloud-led knippert rood, wat is er aan de hand?', expect: ['status-leds', 'Troubleshooting/network'] },
  { locale: 'nl', kind: 'other', question: 'Wat verandert er voor mijn zonnepanelen en thuisbatterij als het salderen stopt?', expect: ['Configuration-from-A-to-Z/Extra-Information/energy-costs', 'Monitoring/App/Energy-Settings/tariffs'] },
  { locale: 'nl', kind: 'other', question: 'Kan ik de meetgegevens van mijn installatie naar Excel exporteren?', expect: ['Monitoring/Web-portal/historical-data/export', 'Monitoring/Web-portal/faq/general'] },

  // fr
  { locale: 'fr', kind: 'steps', question: "Comment configurer une adresse IP fixe sur le contrôleur ?", expect: ['network-configuration'] },
  { locale: 'fr', kind: 'value', question: 'Quelle charge maximale les relais du contrôleur peuvent-ils commuter ?', expect: ['Configuration-from-A-to-Z/Extra-Information/direct-relay-control', 'specifications'] },
  { locale: 'fr', kind: 'symptom', question: "Mes panneaux produisent moins que prévu alors qu'il fait beau, pourquoi ?", expect: ['Monitoring/Web-portal/metrics/expected_production', 'External-Signals/curtailment', 'Monitoring/Integrations/pv-inverters'] },
  { locale: 'fr', kind: 'other', question: 'Quelle est la différence entre un compte local sur le contrôleur et un rôle dans le portail ?', expect: ['Configuration-from-A-to-Z/Extra-Information/user-management'] },
  { locale: 'fr', kind: 'other', question: "Puis-je utiliser une borne de recharge qui n'est pas dans la liste si elle est compatible OCPP ?", expect: ['Devices/EV-charging-station/generic-OCPP', 'Controller/Devices/ev-chargers'] },

  // es
  { locale: 'es', kind: 'steps', question: '¿Cómo doy de alta un equipo nuevo en el controlador escaneando el bus RS485?', expect: ['Configuration-from-A-to-Z/Extra-Information/adding-device', 'Controller/Toolbox/modbus-scanner'] },
  { locale: 'es', kind: 'value', question: '¿Cuántos días guarda los datos el controlador si se queda sin internet?', expect: ['Monitoring/Web-portal/faq/general', 'specifications', 'Monitoring/Web-portal/alarms/watchdogs-alarms'] },
  { locale: 'es', kind: 'symptom', question: 'El inversor no responde por Modbus TCP, ¿qué tengo que revisar?', expect: ['Troubleshooting/device-communication'] },
  { locale: 'es', kind: 'other', question: '¿Puedo poner el portal con el logo y los colores de mi empresa?', expect: ['Monitoring/Web-portal/whitelabeling/loginpage', 'Monitoring/Web-portal/whitelabeling/css', 'Monitoring/Web-portal/whitelabeling/subdomain'] },
  { locale: 'es', kind: 'other', question: '¿Qué pasa con la instalación y mis datos si vendo la casa?', expect: ['Monitoring/Web-portal/installations/other-actions/transfer-ownership', 'Monitoring/App/sharing-access', 'Monitoring/Web-portal/faq/general'] },

  // it
  { locale: 'it', kind: 'steps', question: "Come imposto l'immissione zero in rete?", expect: ['Configuration-from-A-to-Z/grid-limits', 'External-Signals/curtailment'] },
  { locale: 'it', kind: 'value', question: 'Qual è la temperatura massima di esercizio del controller?', expect: ['specifications'] },
  { locale: 'it', kind: 'symptom', question: 'La pompa di calore SG Ready non reagisce al surplus fotovoltaico, perché?', expect: ['Troubleshooting/control-malfunctioning', 'Devices/Heat-pump/SG-Ready-generic'] },
  { locale: 'it', kind: 'other', question: "Posso collegare un contatore dell'acqua al controller?", expect: ['Controller/Devices/water-meters', 'Devices/Water-meter/pulse-water-meter', 'Devices/Water-meter/M-Bus-water-meter'] },
  { locale: 'it', kind: 'other', question: 'Come usa il controller i prezzi orari del mercato del giorno prima?', expect: ['External-Signals/day-ahead-market-prices'] },
]
