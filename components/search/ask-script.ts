/// <reference lib="webworker" />
// Ask AI's code for the search worker (lib/search/files.ts searchAskPath): the worker loads it
// with importScripts on the first question, so that a search downloads none of it. It carries
// its own copy of the search modules it uses; both copies read the same index objects.
import { answerQuestion } from '@/lib/ask/answer'
import { WORKER_ASK_GLOBAL } from '@/lib/search/files'

;(self as unknown as Record<string, typeof answerQuestion>)[WORKER_ASK_GLOBAL] = answerQuestion
