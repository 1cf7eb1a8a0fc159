import { describe, expect, it } from 'vitest'
import { buildChatRequest, chatCompletionsUrl, linkCitations, parseSseChunk } from '@/lib/ask/llm'

const source = { n: 1, url: '/status-leds/#cloud', title: 'Status LEDs', label: '', heading: 'Cloud' }

describe('chat request', () => {
  it('puts the numbered passages in the system message and the history before the question', () => {
    const request = buildChatRequest({
      model: 'docs-model',
      question: 'What does red mean?',
      history: [{ question: 'Where is the cloud LED?', answer: 'At the bottom [1].' }],
      passages: [{ source, text: 'Red blinking: cloud not reachable.' }],
      language: 'en',
    })
    expect(request.model).toBe('docs-model')
    expect(request.stream).toBe(true)
    expect(request.messages[0]!.role).toBe('system')
    expect(request.messages[0]!.content).toContain('[1] Status LEDs › Cloud (/status-leds/#cloud)\nRed blinking: cloud not reachable.')
    expect(request.messages[0]!.content).toMatch(/only the numbered passages/)
    expect(request.messages.slice(1).map((m) => m.role)).toEqual(['user', 'assistant', 'user'])
    expect(request.messages.at(-1)!.content).toBe('What does red mean?')
  })
  it('finds /v1/chat/completions with or without /v1 in the endpoint', () => {
    expect(chatCompletionsUrl('https://llm.example.com')).toBe('https://llm.example.com/v1/chat/completions')
    expect(chatCompletionsUrl('https://llm.example.com/v1/')).toBe('https://llm.example.com/v1/chat/completions')
  })
})

describe('streamed answer', () => {
  it('collects deltas, keeps an incomplete line for the next chunk and sees [DONE]', () => {
    const first = parseSseChunk('data: {"choices":[{"delta":{"content":"Red "}}]}\n\ndata: {"choices":[{"delta":{"content":"means')
    expect(first).toEqual({ deltas: ['Red '], done: false, rest: 'data: {"choices":[{"delta":{"content":"means' })
    const second = parseSseChunk(`${first.rest} offline"}}]}\n: keep-alive\ndata: [DONE]\n`)
    expect(second).toEqual({ deltas: ['means offline'], done: true, rest: '' })
  })
  it('turns citations into links to the sources', () => {
    expect(linkCitations('Cloud not reachable [1]. See [2].', [source])).toBe('Cloud not reachable [[1]](/status-leds/#cloud). See [2].')
  })
})
