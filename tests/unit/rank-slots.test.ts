import { describe, expect, it } from 'vitest'
import { rankSlots } from '@/lib/search/rank-slots'
import type { Field } from '@/lib/search/fields'

const section = (fields: Partial<Record<Field, string[]>>): Record<Field, string[]> => ({ title: [], heading: [], label: [], text: [], keywords: [], ...fields })

describe('rank slots of the index', () => {
  it('puts a short field in one slot, sections in id order', () => {
    const postings = rankSlots([section({ title: ['modbus', 'tcp'] }), section({ title: ['tcp', 'modbus'] }), section({ title: ['meter'] })])
    expect(postings.get('title')!.get('modbus')).toEqual([[0, 1]])
    expect(postings.get('title')!.get('tcp')).toEqual([[0, 1]])
    expect(postings.get('title')!.get('meter')).toEqual([[2]])
  })

  it('ranks a body that starts with the word before one that uses it later, each section once', () => {
    const postings = rankSlots([
      section({ text: ['wire', 'the', 'meter', 'meter'] }),
      section({ text: ['meter', 'first'] }),
      section({ text: ['meter'] }),
    ])
    expect(postings.get('text')!.get('meter')).toEqual([[1, 2], [0]])
    expect(postings.get('text')!.get('wire')).toEqual([[0]])
    expect(postings.get('text')!.get('first')).toEqual([null, [1]])
  })

  it('keeps each field apart', () => {
    const postings = rankSlots([section({ heading: ['reset'], keywords: ['reset'] })])
    expect(postings.get('heading')!.get('reset')).toEqual([[0]])
    expect(postings.get('keywords')!.get('reset')).toEqual([[0]])
    expect(postings.get('text')!.has('reset')).toBe(false)
  })
})
