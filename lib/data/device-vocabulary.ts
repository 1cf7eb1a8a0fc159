// Closed vocabularies: their labels live in messages/{locale}.json (devices.*), so every
// compatibility table is translated without translating the data file.
export const DEVICE_TYPES = [
  'energy-meter',
  'pv-inverter',
  'home-battery',
  'ev-charger',
  'heat-pump',
  'switched-load',
  'boiler',
  'gas-meter',
  'water-meter',
  'plc',
  'cloud',
  'new-integration',
] as const
export const DEVICE_INTERFACES = [
  'modbus-rtu',
  'modbus-tcp',
  'sunspec',
  'p1',
  'ocpp',
  'cloud-api',
  'local-api',
  'relay',
  'digital-input',
  'mbus',
  's0',
  'mqtt',
  'eebus',
  'can',
  'speedwire',
] as const
export const DEVICE_READS = [
  'power',
  'energy',
  'voltage',
  'current',
  'frequency',
  'per-phase',
  'pv-power',
  'battery-power',
  'soc',
  'temperature',
  'status',
  'gas-volume',
  'water-volume',
  'charge-session',
  'heat-energy',
] as const
export const DEVICE_CONTROLS = [
  'on-off',
  'power-setpoint',
  'export-limit',
  'curtailment',
  'charge-current',
  'phase-switching',
  'battery-setpoint',
  'charge-from-grid',
  'sg-ready',
  'operating-mode',
  'reactive-power',
] as const

/** Why a device works with any firmware; each has its sentence in messages (devices.firmwareAny). */
export const FIRMWARE_ANY_REASONS = [
  /** Switched by a relay or a contact, or counted by pulses: no firmware takes part. */
  'no-firmware',
  /** Read over a standardised protocol (P1/DSMR, OCPP 1.6J, M-Bus) that all its firmware speaks. */
  'standard-protocol',
  /** The interface the integration uses is the same in every firmware of the series. */
  'stable-interface',
  /** The maker updates the firmware over the air; there is no version for the installer to choose. */
  'vendor-managed',
  /** No version is known to fail; the page tells the installer to update before commissioning. */
  'current-release',
] as const

/** How the controller reaches a device: the kind of line drawn between them. */
export const DEVICE_STAGES = ['stable', 'beta'] as const
