import { describe, expect, it } from 'vitest'
import { parseFlightRows, reachableRows, referencedRowIds, serializeFlightRows } from '@/lib/export/flight-rows'
import { SIDEBAR_MARKUP_PROP, STATIC_HTML_PROP, withStaticHtmlOnce } from '@/lib/export/static-html'
import { routePayloadFromHtml } from '@/lib/navigation/route-payload'

const bytes = (text: string) => new TextEncoder().encode(text)
const push = (chunk: unknown[]) => `<script>self.__next_f.push(${JSON.stringify(chunk).replace(/</g, '\\u003c')})</script>`

// A payload as Next writes it: client modules, a hint, a stream (start and end), a long text
// row, and an article (row 4) whose children use rows 5 and 6; row 3 is used outside it too.
const PAYLOAD = [
  '1:"$Sreact.fragment"\n',
  '2:I[100,["/_next/static/chunks/a.js"],"default"]\n',
  '3:I[101,[],"Link"]\n',
  ':HL["/_next/static/chunks/x.css","style"]\n',
  `0:{"P":null,"v":"$9","t":["$","$1","c",{"children":[["$","$L3",null,{"href":"/x/","children":"X"}],"$4"]}]}\n`,
  `4:["$","$L2",null,{"${STATIC_HTML_PROP}":"/x/","className":"prose","children":[["$","p",null,{"children":["Read ","$L5"]}],"$6"]}]\n`,
  '5:["$","$L3",null,{"href":"/y/","children":"ü y"}]\n',
  `6:T${bytes('<svg>ü</svg> and the rest').length.toString(16)},<svg>ü</svg> and the rest`,
  '9:X\n',
  '9:C\n',
].join('')

describe('flight rows', () => {
  it('reads and writes a payload byte for byte, long text rows and streams included', () => {
    const rows = parseFlightRows(bytes(PAYLOAD))!
    expect(rows.map((row) => `${row.id}:${row.tag}`)).toEqual(['1:', '2:I', '3:I', ':HL', '0:', '4:', '5:', '6:T', '9:X', '9:C'])
    expect(rows.find((row) => row.id === '6')!.body).toBe('<svg>ü</svg> and the rest')
    expect(serializeFlightRows(rows)).toBe(PAYLOAD)
  })

  it('refuses a payload it does not know rather than guess', () => {
    expect(parseFlightRows(bytes('0:{"a":1}\n1:Q?\n'))).toBeUndefined()
    expect(parseFlightRows(bytes('0:{"a":1}'))).toBeUndefined()
  })

  it('finds every reference form, generously', () => {
    expect([...referencedRowIds(['$1', '$L2', { a: '$@3:props:children' }, '$$4', 'plain', '$undefined', '$Sreact.suspense'])]).toEqual(['1', '2', '3'])
    // Row ids are hex: `$ab` is row `ab` (or `b` of type `a`, kept too), `$Lab` is row `ab`.
    expect([...referencedRowIds('$ab')].sort()).toEqual(['ab', 'b'])
    expect([...referencedRowIds('$Lab')]).toEqual(['ab'])
  })

  it('keeps what the root reaches, hints, and every row of a stream', () => {
    const rows = parseFlightRows(bytes('0:["$L1","$2"]\n1:I[1,[],"a"]\n2:X\n3:{"unused":"$1"}\n:HL["/a.css","style"]\n2:C\n'))!
    expect(reachableRows(rows).map((row) => `${row.id}:${row.tag}`)).toEqual(['0:', '1:I', '2:X', ':HL', '2:C'])
  })
})

describe('an article shipped once, as markup', () => {
  const html = `<html><body><article><div data-static-html="/x/">Read ü y</div></article>${push([0])}${push([1, PAYLOAD.slice(0, 100)])}<p>between</p>${push([1, PAYLOAD.slice(100)])}</body></html>`

  it('empties the article in the payload and drops the rows only it used', () => {
    const once = withStaticHtmlOnce(html)!
    expect(once).toMatchObject({ parts: 1, rowsDropped: 2 })
    const payload = new TextDecoder().decode(routePayloadFromHtml(once.html))
    expect(payload).toContain(`4:["$","$L2",null,{"${STATIC_HTML_PROP}":"/x/","className":"prose","children":null}]\n`)
    expect(payload).not.toMatch(/^5:|^6:|<svg>/m)
    // Row 3 (the link client module) is still used outside the article.
    expect(payload).toContain('3:I[101,[],"Link"]\n')
    expect(payload).toContain('9:X\n9:C\n')
  })

  it('leaves the markup as it was and writes the payload in one script, safe inside HTML', () => {
    const once = withStaticHtmlOnce(html)!
    expect(once.html).toContain('<article><div data-static-html="/x/">Read ü y</div></article>')
    expect(once.html).toContain('<p>between</p>')
    expect(once.html.match(/self\.__next_f\.push\(\[1,/g)).toHaveLength(1)
    expect(once.html).toContain(push([0]))
    expect(once.html).not.toMatch(/push\(\[1,[^\]]*<svg/)
  })

  it('leaves a page alone when it has no article, or a payload it cannot read', () => {
    expect(withStaticHtmlOnce(`<html><body>${push([1, '0:{"a":1}\n'])}</body></html>`)).toBeUndefined()
    expect(withStaticHtmlOnce(`<html><body>${push([1, `0:{"${STATIC_HTML_PROP}":"x"}\n7:Q?\n`])}</body></html>`)).toBeUndefined()
  })
})

describe('inline scripts, run once from the markup', () => {
  const payload = [
    '0:["$","head",null,{"children":[["$","script",null,{"dangerouslySetInnerHTML":{"__html":"document.documentElement.dataset.x=1"}}],["$","script",null,{"type":"application/json","id":"texts","dangerouslySetInnerHTML":{"__html":"{\\"a\\":1}"}}]]}]\n',
  ].join('')
  const html = `<html><head><script>document.documentElement.dataset.x=1</script></head><body>${push([1, payload])}</body></html>`

  it('keep their text in the markup only; data blocks keep theirs in the payload too', () => {
    const once = withStaticHtmlOnce(html)!
    expect(once.parts).toBe(0)
    expect(once.html).toContain('<head><script>document.documentElement.dataset.x=1</script></head>')
    const rewritten = new TextDecoder().decode(routePayloadFromHtml(once.html))
    expect(rewritten).toContain('{"dangerouslySetInnerHTML":{"__html":""}}')
    expect(rewritten).toContain('"id":"texts","dangerouslySetInnerHTML":{"__html":"{\\"a\\":1}"}')
  })
})

describe('the sidebar links, once as markup', () => {
  const payload = [
    '1:I[200,[],"Sidebar"]\n',
    `0:["$","aside",null,{"children":["$","$L1",null,{"items":[{"label":"Start","href":"/","current":true},{"label":"Devices","href":"/category/devices/","items":null}],"${SIDEBAR_MARKUP_PROP}":"/","label":"Docs","treeUrl":"/sidebar.json"}]}]\n`,
  ].join('')
  const html = `<html><body><nav data-sidebar="/"><ul><li><a href="/">Start</a></li></ul></nav>${push([1, payload])}</body></html>`

  it('leaves the items out of the payload and keeps every other prop', () => {
    const once = withStaticHtmlOnce(html)!
    expect(once.parts).toBe(1)
    const rewritten = new TextDecoder().decode(routePayloadFromHtml(once.html))
    expect(rewritten).toContain(`{"items":null,"${SIDEBAR_MARKUP_PROP}":"/","label":"Docs","treeUrl":"/sidebar.json"}`)
    expect(rewritten).not.toContain('Start')
    expect(once.html).toContain('<nav data-sidebar="/"><ul><li><a href="/">Start</a></li></ul></nav>')
  })

  it('leaves items alone on an element without the marker', () => {
    const other = `<html><body>${push([1, '0:["$","ul",null,{"items":[1,2]}]\n'])}</body></html>`
    expect(withStaticHtmlOnce(other)).toBeUndefined()
  })
})
