const SENTENCE_END = /(?<=[.!?。！？؟।])\s+|(?<=[。！？])/u

let segmenters = new Map<string, Intl.Segmenter | null>()

function sentenceSegmenter(lang: string): Intl.Segmenter | null {
  if (!segmenters.has(lang)) {
    segmenters.set(lang, typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(lang, { granularity: 'sentence' }) : null)
  }
  return segmenters.get(lang)!
}

/** The sentences of a passage, trimmed, in order (Intl.Segmenter where the runtime has it). */
export function splitSentences(text: string, lang: string): string[] {
  const segmenter = sentenceSegmenter(lang === 'ch' ? 'zh-Hans' : lang)
  const parts = segmenter ? [...segmenter.segment(text)].map((s) => s.segment) : text.split(SENTENCE_END)
  return parts.map((s) => s.trim()).filter((s) => s.length > 0)
}

/** Test helper: forget cached segmenters. */
export function resetSegmenters() {
  segmenters = new Map()
}
