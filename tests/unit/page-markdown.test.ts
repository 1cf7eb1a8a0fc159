import { describe, expect, it } from 'vitest'
import { pageMarkdown } from '@/lib/markdown/page-markdown'

// HTML as the export writes it (components/mdx/*): the Markdown copy reads it, not the MDX.
const html = `<!DOCTYPE html><html><head><meta name="description" content="Mount it &amp; wire it."/></head><body>
<nav data-sidebar><a href="/elsewhere/">Elsewhere</a></nav>
<article data-doc="installation" data-translation-status="source"><h1 class="x">Install the Ampora Edge</h1>
<div class="prose mt-6"><p>The <!-- -->Ampora Edge<!-- --> runs on <span class="whitespace-nowrap">100–240 V AC</span>.</p>
<aside role="note" aria-label="Mains voltage" data-admonition="warning" class="admonition"><p class="flex"><svg aria-hidden="true"><path d="M1"></path></svg>Mains voltage</p><div><p>Switch off the breaker.</p></div></aside>
<h2 id="wire-the-supply">Wire the supply<a class="heading-anchor" href="#wire-the-supply" aria-label="Direct link to Wire the supply">#</a></h2>
<div class="steps"><ol><li><p>Mount it.</p><p>It clicks.</p></li><li><p>Connect <a href="/installation/#wire-the-supply">L and N</a>.</p></li></ol></div>
<div class="table-wrap"><table><thead><tr><th scope="col">LED</th><th scope="col">Colour</th></tr></thead><tbody><tr><th scope="row">Power</th><td><span class="inline-flex"><span aria-hidden="true" class="swatch"></span>Green</span></td></tr></tbody></table></div>
<figure data-rehype-pretty-code-figure=""><figcaption data-rehype-pretty-code-title="" data-language="bash">Find it</figcaption><pre data-language="bash"><code data-language="bash"><span data-line=""><span>ping</span><span> controller.local</span></span>
<span data-line=""><span>echo ok</span></span></code></pre><button type="button" aria-label="Copy code">copy</button></figure>
<div class="tabs my-5"><div role="tablist"><button role="tab" aria-selected="true">Ethernet</button><button role="tab">Wi-Fi</button></div><div role="tabpanel">Plug in the cable.</div><div role="tabpanel" hidden="">Open the interface.</div></div>
<figure class="my-6"><div role="img" aria-label="Terminals X1 to X6" data-src="/img/diagrams/terminals.svg"><svg class="diagram" aria-hidden="true"><text>X1</text></svg></div><figcaption>Front of the controller</figcaption></figure>
<div class="not-prose grid"><a class="card block" href="/Accessories/p1-cable/"><span class="block">P1 cable</span><span class="mt-1">Connects the meter.</span></a></div>
</div><div data-doc-meta><a href="https://git.example/edit">Edit this page</a></div></article></body></html>`

const absolute = (href: string) => (href.startsWith('/') ? `https://docs.example.com${href}` : href)

describe('Markdown copy of a page', () => {
  const page = pageMarkdown(html, absolute)!

  it('starts with the title and the description', () => {
    expect(page.title).toBe('Install the Ampora Edge')
    expect(page.description).toBe('Mount it & wire it.')
    expect(page.markdown.startsWith('# Install the Ampora Edge\n\n> Mount it & wire it.\n\nThe Ampora Edge runs on 100–240 V AC.')).toBe(true)
  })
  it('turns components into Markdown: admonitions, steps, tables, code, tabs, diagrams and cards', () => {
    expect(page.markdown).toContain('> **Mains voltage**\n>\n> Switch off the breaker.')
    expect(page.markdown).toContain('## Wire the supply\n')
    expect(page.markdown).toContain('1. Mount it.\n\n   It clicks.\n\n2. Connect [L and N](https://docs.example.com/installation/#wire-the-supply).')
    expect(page.markdown).toContain('| LED   | Colour |\n| ----- | ------ |\n| Power | Green  |')
    expect(page.markdown).toContain('```bash title="Find it"\nping controller.local\necho ok\n```')
    expect(page.markdown).toContain('**Ethernet**\n\nPlug in the cable.\n\n**Wi-Fi**\n\nOpen the interface.')
    expect(page.markdown).toContain('![Terminals X1 to X6](https://docs.example.com/img/diagrams/terminals.svg)\n\n*Front of the controller*')
    expect(page.markdown).toContain('- [P1 cable](https://docs.example.com/Accessories/p1-cable/): Connects the meter.')
  })
  it('leaves out page chrome: heading anchors, copy buttons, icons, navigation and the edit link', () => {
    for (const chrome of ['[#]', 'Direct link', 'Copy code', 'copy', 'Elsewhere', 'Edit this page', '<', 'X1\n']) {
      expect(page.markdown, chrome).not.toContain(chrome)
    }
  })
  it('is undefined for a page without a doc article', () => {
    expect(pageMarkdown('<html><body><main><h1>Search</h1></main></body></html>', absolute)).toBeUndefined()
  })
})
