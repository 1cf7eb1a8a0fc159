import { FAULT_CODES_ROUTE } from '@/lib/faults/files'
import { plainPageRoute } from '@/lib/server/plain-page-route'
import { FaultLookupPageView } from '@/components/faults/FaultLookupPageView'

const route = plainPageRoute({ namespace: 'faults', path: FAULT_CODES_ROUTE, render: (locale) => <FaultLookupPageView locale={locale} /> })
export const generateMetadata = route.generateMetadata
export default route.Page
