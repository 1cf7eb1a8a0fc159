import type { ClientTexts, MessageKey } from '@/lib/i18n/client-text-keys'

/** What the search modal and page say (messages namespace "search"); Retry comes from "error". */
export const SEARCH_TEXT_KEYS = [
  'label',
  'placeholder',
  'close',
  'noResults',
  'suggestion',
  'believe',
  'letUsKnow',
  'fetchError',
  'fetchErrorHelp',
  'emptyQuery',
  'hintSelect',
  'hintNavigate',
  'hintClose',
  'seeAll',
  'english',
  'searching',
  'showMore',
] as const satisfies readonly MessageKey<'search'>[]

export type SearchLabels = ClientTexts<typeof SEARCH_TEXT_KEYS> & { retry: string }

/** What Ask AI says, and its row in the search results (askAi, askAbout): the whole "ask" namespace. */
export const ASK_TEXT_KEYS = [
  'askAi',
  'askAbout',
  'placeholder',
  'disclaimer',
  'passagesLabel',
  'sources',
  'copy',
  'copied',
  'helpful',
  'notHelpful',
  'thanks',
  'newConversation',
  'stop',
  'stopped',
  'thinking',
  'nothingFound',
  'closest',
  'back',
  'errorTimeout',
  'errorNetwork',
  'errorClient',
  'errorServer',
] as const satisfies readonly MessageKey<'ask'>[]

export type AskLabels = ClientTexts<typeof ASK_TEXT_KEYS>
