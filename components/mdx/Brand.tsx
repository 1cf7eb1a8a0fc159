import type { ReactNode } from 'react'
import type { WithMdxData } from '@/lib/mdx/mdx-data'

// Brand values in MDX bodies, from the site config (given by mdxComponents), so the same page serves any brand.

export const ControllerName = ({ data }: WithMdxData) => <>{data.custom.controllerName}</>
export const PortalName = ({ data }: WithMdxData) => <>{data.custom.monitoringPortalName}</>
export const BrandName = ({ data }: WithMdxData) => <>{data.custom.brand}</>
export const AppName = ({ data }: WithMdxData) => <>{data.custom.appName}</>
export const CustomerName = ({ data }: WithMdxData) => <>{data.custom.customer}</>

export function SupportEmail({ data }: WithMdxData) {
  return <a href={`mailto:${data.custom.supportEmail}`}>{data.custom.supportEmail}</a>
}

/** Link to the monitoring portal; `path` is appended to its URL (for example /settings). */
export function PortalLink({ path = '', children, data }: { path?: string; children?: ReactNode } & WithMdxData) {
  const href = `${data.custom.monitoringPortalUrl.replace(/\/+$/, '')}${path}`
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children ?? data.custom.monitoringPortalName}
    </a>
  )
}
