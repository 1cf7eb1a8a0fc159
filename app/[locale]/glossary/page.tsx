import { GLOSSARY_ROUTE } from '@/lib/content/routes'
import { localeGlossary } from '@/lib/server/glossary'
import { plainPageRoute } from '@/lib/server/plain-page-route'
import { GlossaryPageView } from '@/components/glossary/GlossaryPageView'

const route = plainPageRoute({ namespace: 'glossary', path: GLOSSARY_ROUTE, render: (locale) => <GlossaryPageView groups={localeGlossary(locale)} /> })
export const generateMetadata = route.generateMetadata
export default route.Page
