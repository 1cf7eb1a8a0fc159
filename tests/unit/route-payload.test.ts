import { describe, expect, it } from 'vitest'
import { pageOfRoutePayload, routePayloadFromHtml } from '@/lib/navigation/route-payload'

const push = (chunk: unknown[]) => `<script>self.__next_f.push(${JSON.stringify(chunk).replace(/</g, '\\u003c')})</script>`

describe('the route payload of a page, read from its HTML', () => {
  it('is the text of its inline payload scripts, in order, as the export wrote it', () => {
    const html = `<html><head>${push([0])}</head><body><p>x</p>${push([1, '0:{"a":"</script> ü"}\n'])}<div></div>${push([1, '1:["$","p",null,{}]\n'])}</body></html>`
    expect(new TextDecoder().decode(routePayloadFromHtml(html))).toBe('0:{"a":"</script> ü"}\n1:["$","p",null,{}]\n')
  })
  it('keeps binary chunks as bytes', () => {
    const html = `${push([1, 'a'])}${push([3, btoa(String.fromCharCode(0, 255, 10))])}${push([1, 'b'])}`
    expect([...routePayloadFromHtml(html)!]).toEqual([97, 0, 255, 10, 98])
  })
  it('is absent from HTML that is not a page of the site', () => {
    expect(routePayloadFromHtml('<html><body>Not found</body></html>')).toBeUndefined()
  })
  it('answers only requests for a page payload', () => {
    expect(pageOfRoutePayload(new URL('https://d.example/nl/installation/index.txt?_rsc=1x'))).toBe('/nl/installation/')
    expect(pageOfRoutePayload(new URL('https://d.example/docs/index.txt'))).toBe('/docs/')
    expect(pageOfRoutePayload(new URL('https://d.example/llms.txt'))).toBeUndefined()
    expect(pageOfRoutePayload(new URL('https://d.example/nl/installation/'))).toBeUndefined()
  })
})
