import { COMPATIBILITY_ROUTE } from '@/lib/content/routes'
import { plainPageRoute } from '@/lib/server/plain-page-route'
import { CompatibilityPageView } from '@/components/compatibility/CompatibilityPageView'

const route = plainPageRoute({ namespace: 'compatibility', path: COMPATIBILITY_ROUTE, render: (locale) => <CompatibilityPageView locale={locale} /> })
export const generateMetadata = route.generateMetadata
export default route.Page
