import { site } from '@/lib/server/site'

// Brand values in MDX bodies. They read the site config, so the same page serves any brand.
const custom = site.custom

export const ControllerName = () => <>{custom.controllerName}</>
export const PortalName = () => <>{custom.monitoringPortalName}</>
export const BrandName = () => <>{custom.brand}</>
export const AppName = () => <>{custom.appName}</>
export const CustomerName = () => <>{custom.customer}</>

export function SupportEmail() {
  return <a href={`mailto:${custom.supportEmail}`}>{custom.supportEmail}</a>
}

/** Link to the monitoring portal; `path` is appended to its URL (for example /settings). */
export function PortalLink({ path = '', children }: { path?: string; children?: React.ReactNode }) {
  const href = `${custom.monitoringPortalUrl.replace(/\/+$/, '')}${path}`
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children ?? custom.monitoringPortalName}
    </a>
  )
}
