/**
 * Every component an MDX page may use. The build fails on any other capitalised tag, and
 * `components/mdx` must implement exactly these (its map is typed by this list).
 */
/** Data-driven tables and values (content/data/): they write words of their own. */
export const DATA_COMPONENT_NAMES = [
  'Spec',
  'SpecTable',
  'TerminalTable',
  'PortTable',
  'LedTable',
  'ResetButtonTable',
  'NetworkPortTable',
  'DataUsageTable',
  'ResponseTimeTable',
  'CertificateTable',
  'CompatibilityTable',
  'DeviceFacts',
  'ConnectionDrawing',
] as const

/** Components that print a brand value of the site config. */
export const BRAND_COMPONENT_NAMES = ['ControllerName', 'PortalName', 'PortalLink', 'BrandName', 'AppName', 'CustomerName', 'SupportEmail'] as const

export const MDX_COMPONENT_NAMES = [
  ...BRAND_COMPONENT_NAMES,
  // structure
  'Admonition',
  'Tabs',
  'Tab',
  'Steps',
  'Figure',
  'CardGrid',
  'Card',
  ...DATA_COMPONENT_NAMES,
] as const

export type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number]

/** Brand components and the brand token each one prints (see lib/site/brand.ts). */
export const BRAND_COMPONENT_TOKENS = {
  ControllerName: 'controllerName',
  PortalName: 'portalName',
  PortalLink: 'portalName',
  BrandName: 'brand',
  AppName: 'appName',
  CustomerName: 'customer',
  SupportEmail: 'supportEmail',
} as const satisfies Partial<Record<MdxComponentName, string>>

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const
export type AdmonitionType = (typeof ADMONITION_TYPES)[number]
