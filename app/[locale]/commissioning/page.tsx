import { COMMISSIONING_ROUTE } from '@/lib/content/routes'
import { plainPageRoute } from '@/lib/server/plain-page-route'
import { CommissioningPageView } from '@/components/commissioning/CommissioningPageView'

const route = plainPageRoute({ namespace: 'commissioning', path: COMMISSIONING_ROUTE, render: (locale) => <CommissioningPageView locale={locale} /> })
export const generateMetadata = route.generateMetadata
export default route.Page
