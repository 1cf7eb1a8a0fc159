'use client'

import { useEffect, useRef, useState } from 'react'
import type { AnswerSource, ExtractiveAnswer } from '@/lib/ask/types'
import { buildChatRequest, linkCitations, type AskEndpoint, type AskFailure } from '@/lib/ask/llm'
import { Link } from '@/components/ui/Link'
import { CheckIcon, CopyIcon, ThumbDownIcon, ThumbUpIcon } from '@/components/ui/icons'
import { DelayedSpinner } from '@/components/ui/DelayedSpinner'
import { searchClient, type SearchFiles } from '../search-client'
import { loadJsonOnce } from '@/components/ui/load-json-once'
import { faultAnswer } from '@/lib/faults/answer'
import { fillPlaceholders } from '@/lib/i18n/fill-placeholders'
import { mayBeFaultQuery, type FaultSearchSetup } from '@/lib/faults/search-setup'
import type { FaultLookupData } from '@/lib/faults/view'

/** The card's answer when the question is a code or an LED description (lib/faults/answer.ts). */
async function answerFromFaultCard(question: string, faults: FaultSearchSetup | undefined): Promise<ExtractiveAnswer | undefined> {
  if (!faults || !mayBeFaultQuery(question, faults)) return undefined
  const data = await loadJsonOnce<FaultLookupData>(faults.dataUrl).catch(() => undefined)
  return data && faultAnswer(question, data)
}
import { AnswerMarkdown } from './AnswerMarkdown'
import { ExtractiveAnswerView } from './ExtractiveAnswerView'
import { AskError, streamChat } from './stream'
import type { AskLabels } from '../labels'

export type { AskLabels } from '../labels'

/** Fired when a reader rates an answer; nothing is sent anywhere by default. */
export const ASK_FEEDBACK_EVENT = 'docs:ask-feedback'

interface Turn {
  id: number
  question: string
  status: 'thinking' | 'streaming' | 'done'
  answer?: ExtractiveAnswer
  /** Text from the model endpoint (Markdown); undefined for the extractive answer. */
  generated?: string
  notice?: string
  stopped?: boolean
  feedback?: 'up' | 'down'
  copied?: boolean
}

function failureText(failure: AskFailure, labels: AskLabels): string {
  if (failure.kind === 'timeout') return labels.errorTimeout
  if (failure.kind === 'network') return labels.errorNetwork
  return fillPlaceholders(failure.kind === 'client' ? labels.errorClient : labels.errorServer, { status: String(failure.status) })
}

/** The sources a turn cites: a model's answer cites its whole context, the extractive one what it quotes. */
function citedSources(turn: Turn): AnswerSource[] {
  if (!turn.answer) return []
  return turn.generated !== undefined ? turn.answer.passages.map((p) => p.source) : turn.answer.sources
}

function plainAnswer(turn: Turn): string {
  const answer = turn.answer
  const text =
    turn.generated ??
    (answer?.shape === 'steps'
      ? answer.sentences.map((s, i) => `${i + 1}. ${s.text} [${s.cite}]`).join('\n')
      : answer?.sentences.map((s) => `${s.text} [${s.cite}]`).join(answer.shape === 'symptom' ? '\n' : ' ')) ??
    ''
  const sources = citedSources(turn).map((s) => `[${s.n}] ${s.title}${s.heading ? ` › ${s.heading}` : ''}: ${new URL(s.url, location.href).href}`)
  return sources.length > 0 ? `${text}\n\n${sources.join('\n')}` : text
}

/**
 * Ask AI inside the search modal: a conversation whose answers come from the documentation.
 * By default an extractive answer computed in the worker (no network); with a model endpoint in
 * the site config, a streamed answer over the same passages that falls back to the extractive
 * one on any failure.
 */
export function AskPanel({
  locale,
  files,
  labels,
  endpoint,
  firstQuestion,
  onNavigate,
  faults,
}: {
  locale: string
  files: SearchFiles
  labels: AskLabels
  endpoint?: AskEndpoint
  firstQuestion: string
  /** Code and LED questions are answered from their card (lib/faults/answer.ts). */
  faults?: FaultSearchSetup
  /** A citation or source was followed: the modal closes. */
  onNavigate: () => void
}) {
  const [turns, setTurns] = useState<Turn[]>([])
  const [input, setInput] = useState('')
  const nextId = useRef(1)
  const current = useRef<{ controller: AbortController; stoppedByReader: boolean }>(undefined)
  const field = useRef<HTMLInputElement>(null)
  const end = useRef<HTMLDivElement>(null)

  const update = (id: number, change: Partial<Turn> | ((turn: Turn) => Partial<Turn>)) =>
    setTurns((all) => all.map((turn) => (turn.id === id ? { ...turn, ...(typeof change === 'function' ? change(turn) : change) } : turn)))

  async function ask(question: string, history: Turn[]) {
    const id = nextId.current++
    setTurns((all) => [...all, { id, question, status: 'thinking' }])
    const previous = history.at(-1)?.question
    let answer: ExtractiveAnswer
    try {
      // A code or an LED description is answered from its card; anything else from the docs.
      answer = (await answerFromFaultCard(question, faults)) ?? (await searchClient(files).ask(question, previous))
    } catch {
      update(id, { status: 'done', answer: { found: false, shape: 'text', sentences: [], sources: [], passages: [] }, notice: labels.errorNetwork })
      return
    }
    if (!endpoint || !answer.found) {
      update(id, { status: 'done', answer })
      return
    }
    const controller = new AbortController()
    current.current = { controller, stoppedByReader: false }
    update(id, { status: 'streaming', answer, generated: '' })
    try {
      const body = buildChatRequest({
        model: endpoint.model,
        question,
        language: locale,
        passages: answer.passages,
        history: history.filter((t) => t.generated).map((t) => ({ question: t.question, answer: t.generated! })),
      })
      await streamChat({ endpoint, body, signal: controller.signal, onDelta: (delta) => update(id, (t) => ({ generated: (t.generated ?? '') + delta })) })
      update(id, { status: 'done' })
    } catch (error) {
      if (current.current?.stoppedByReader) update(id, { status: 'done', stopped: true })
      else {
        const failure = error instanceof AskError ? error.failure : ({ kind: 'network' } as const)
        // The extractive answer stands in for the model's.
        update(id, { status: 'done', generated: undefined, notice: failureText(failure, labels) })
      }
    } finally {
      current.current = undefined
    }
  }

  useEffect(() => {
    void ask(firstQuestion, [])
    field.current?.focus()
    return () => current.current?.controller.abort()
    // The first question is asked once, when the panel opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Braces: scrollIntoView returns a promise in current Chromium, and an effect may only return a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' })
  }, [turns])

  const busy = turns.some((t) => t.status !== 'done')

  return (
    <div data-ask-panel className="flex max-h-[70vh] flex-col">
      <div className="flex-1 space-y-5 overflow-y-auto px-4 py-4">
        {turns.map((turn) => (
          <section key={turn.id} data-ask-turn aria-busy={turn.status !== 'done'} className="space-y-3">
            <p className="ms-auto w-fit max-w-[85%] rounded-lg bg-brand-soft px-3 py-2 text-sm font-medium text-fg">{turn.question}</p>
            {turn.status === 'thinking' && <DelayedSpinner label={labels.thinking} />}
            {turn.notice && (
              <p role="alert" data-ask-notice className="rounded-md border border-line bg-bg-soft px-3 py-2 text-sm">
                {turn.notice}
              </p>
            )}
            {turn.generated !== undefined ? (
              <div data-ask-answer="generated" className="prose text-sm">
                <AnswerMarkdown markdown={linkCitations(turn.generated, citedSources(turn))} onNavigate={onNavigate} />
              </div>
            ) : (
              turn.answer &&
              (turn.answer.found || turn.status === 'done') && <ExtractiveAnswerView answer={turn.answer} labels={labels} onNavigate={onNavigate} />
            )}
            {turn.stopped && <p className="text-xs text-fg-muted">{labels.stopped}</p>}
            {turn.status === 'streaming' && (
              <button
                type="button"
                onClick={() => {
                  if (current.current) current.current.stoppedByReader = true
                  current.current?.controller.abort()
                }}
                className="rounded-md border border-line px-2 py-1 text-xs"
              >
                {labels.stop}
              </button>
            )}
            {turn.answer?.found && citedSources(turn).length > 0 && (
              <div data-ask-sources>
                <p className="text-xs font-semibold text-fg-muted">{labels.sources}</p>
                <ol className="mt-1 space-y-1 text-sm">
                  {citedSources(turn).map((source) => (
                    <li key={source.n} className="flex gap-2">
                      <span className="text-fg-muted">[{source.n}]</span>
                      <Link href={source.url} onClick={onNavigate} className="text-brand underline">
                        {source.title}
                        {source.heading ? ` › ${source.heading}` : ''}
                      </Link>
                    </li>
                  ))}
                </ol>
              </div>
            )}
            {turn.status === 'done' && turn.answer?.found && (
              <div className="flex items-center gap-1 text-fg-muted">
                <button
                  type="button"
                  aria-label={turn.copied ? labels.copied : labels.copy}
                  title={labels.copy}
                  onClick={async () => {
                    await navigator.clipboard.writeText(plainAnswer(turn))
                    update(turn.id, { copied: true })
                  }}
                  className="grid size-7 place-items-center rounded hover:bg-bg-soft"
                >
                  {turn.copied ? <CheckIcon width={16} height={16} /> : <CopyIcon width={16} height={16} />}
                </button>
                {(['up', 'down'] as const).map((rating) => (
                  <button
                    key={rating}
                    type="button"
                    aria-pressed={turn.feedback === rating}
                    aria-label={rating === 'up' ? labels.helpful : labels.notHelpful}
                    title={rating === 'up' ? labels.helpful : labels.notHelpful}
                    onClick={() => {
                      update(turn.id, { feedback: rating })
                      window.dispatchEvent(
                        new CustomEvent(ASK_FEEDBACK_EVENT, {
                          detail: { question: turn.question, helpful: rating === 'up', url: location.href, sources: citedSources(turn).map((s) => s.url) },
                        }),
                      )
                    }}
                    className="grid size-7 place-items-center rounded hover:bg-bg-soft aria-pressed:text-brand"
                  >
                    {rating === 'up' ? <ThumbUpIcon width={16} height={16} /> : <ThumbDownIcon width={16} height={16} />}
                  </button>
                ))}
                {turn.feedback && <span className="ms-1 text-xs">{labels.thanks}</span>}
              </div>
            )}
          </section>
        ))}
        <div ref={end} />
      </div>
      <div className="border-t border-line px-4 py-3">
        <form
          onSubmit={(event) => {
            event.preventDefault()
            const question = input.trim()
            if (!question || busy) return
            setInput('')
            void ask(question, turns)
          }}
        >
          <input
            ref={field}
            data-ask-input
            aria-label={labels.placeholder}
            placeholder={labels.placeholder}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            className="h-10 w-full rounded-md border border-line bg-bg px-3 text-sm outline-none focus:border-brand"
          />
        </form>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-fg-muted">
          <p data-ask-disclaimer>{labels.disclaimer}</p>
          <button
            type="button"
            onClick={() => {
              current.current?.controller.abort()
              setTurns([])
              field.current?.focus()
            }}
            className="text-brand underline"
          >
            {labels.newConversation}
          </button>
        </div>
      </div>
    </div>
  )
}
