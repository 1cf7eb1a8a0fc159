import { expect, test } from '@playwright/test'
import { message } from './helpers'
import { ask, askFollowUp, dialog, turns, typeQuestion, waitForQuietNetwork } from './ask-helpers'

// Ask AI as the default site has it: no model endpoint, answers from the docs in the worker.

test.describe('Ask AI without a model endpoint', () => {
  test('answers with numbered citations and sources, and asking makes no network request', async ({ page }) => {
    await page.goto('/')
    // Typing already fetches what asking needs (the worker loads the passages and the Ask AI code); from there on, nothing.
    const prepared = Promise.all([page.waitForResponse((r) => r.url().endsWith('/en.passages.json')), page.waitForResponse((r) => r.url().endsWith('/en.ask.js'))])
    await typeQuestion(page, 'How do I reset the controller to factory settings?')
    await prepared
    await waitForQuietNetwork(page)
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))

    // Asked without moving the pointer onto the answer: a link rendered under it would fetch its page ahead (components/ui/Link.tsx), the reader's doing, not the asking's.
    await page.mouse.move(0, 0)
    await dialog(page).locator('[data-ask-row]').dispatchEvent('click')
    const first = turns(page).first()
    const answer = first.locator('[data-ask-answer="extractive"]')
    await expect(answer).toBeVisible()
    // A how-do-I: the steps, from the section about the reset.
    await expect(answer.locator('[data-ask-step]').first()).toBeVisible()
    await expect(first.locator('[data-ask-sources]')).toContainText(/reset/i)
    const citations = answer.getByRole('link')
    expect(await citations.count()).toBeGreaterThan(0)
    for (const href of await citations.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/[^?]*\/#[a-z0-9-]+$|^\/[^?#]*\/$/)
    }
    const sources = first.locator('[data-ask-sources] li')
    expect(await sources.count()).toBeGreaterThan(0)
    await expect(sources.first()).toContainText('[1]')

    // A follow-up in the same conversation, still without a request.
    await askFollowUp(page, 'And how do I reset only the network settings?')
    await expect(turns(page)).toHaveCount(2)
    await expect(turns(page).nth(1).locator('[data-ask-answer="extractive"]')).toContainText(/network/i)
    expect(requests).toEqual([])
  })

  test('shows the SPEC texts: follow-up placeholder and disclaimer', async ({ page }) => {
    await page.goto('/')
    await ask(page, 'What is the supply voltage?')
    await expect(dialog(page).locator('[data-ask-input]')).toHaveAttribute('placeholder', 'Ask another question...')
    await expect(dialog(page).locator('[data-ask-disclaimer]')).toHaveText('Answers are generated with AI which can make mistakes. Verify responses.')
    await expect(dialog(page).locator('[data-ask-input]')).toBeFocused()
  })

  test('a citation opens the cited section and closes the modal', async ({ page }) => {
    await page.goto('/')
    await ask(page, 'Which ports do I need to open in the firewall?')
    const source = turns(page).first().locator('[data-ask-sources] a').first()
    const href = (await source.getAttribute('href'))!
    await source.click()
    await expect(dialog(page)).toBeHidden()
    await expect(page).toHaveURL(href)
    const anchor = href.split('#')[1]
    if (anchor) await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport()
  })

  test('Escape leaves Ask AI first and keeps the query; a second Escape closes', async ({ page }) => {
    await page.goto('/')
    await ask(page, 'How much mobile data does the controller use?')
    await expect(turns(page).first().locator('[data-ask-answer]')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page).locator('[data-ask-panel]')).toBeHidden()
    await expect(dialog(page).getByRole('combobox')).toHaveValue('How much mobile data does the controller use?')
    await expect(dialog(page).getByRole('combobox')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
  })

  test('the keyboard reaches Ask AI: arrow up to the row, Enter asks', async ({ page }) => {
    await page.goto('/')
    await typeQuestion(page, 'peak shaving battery')
    await expect(dialog(page).locator('[data-search-hit]').first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowUp')
    await expect(dialog(page).locator('[data-ask-row]')).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    await expect(turns(page).first().locator('[data-ask-answer="extractive"]')).toBeVisible()
  })

  test('Copy puts the answer and its sources on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/')
    await ask(page, 'How do I give my Windows laptop a fixed IP address?')
    const turn = turns(page).first()
    await expect(turn.locator('[data-ask-answer="extractive"]')).toBeVisible()
    await turn.getByRole('button', { name: message('en', 'ask.copy') }).click()
    await expect(turn.getByRole('button', { name: message('en', 'ask.copied') })).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    // The first sentence, or the first step of a how-do-I.
    const first = turn.locator('[data-ask-answer="extractive"]').locator('[data-ask-step], p > span').first()
    const firstSentence = (await first.textContent())!.replace(/\s*\[\d+\]\s*$/, '').trim()
    expect(copied).toContain(firstSentence)
    expect(copied).toMatch(/\[1\] .+: http:\/\/localhost:\d+\/.+/)
  })

  test('thumbs up and down emit docs:ask-feedback and thank the reader', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => {
      const w = window as unknown as { feedback: unknown[] }
      w.feedback = []
      window.addEventListener('docs:ask-feedback', (e) => w.feedback.push((e as CustomEvent).detail))
    })
    await ask(page, 'How do I export historical data as CSV?')
    const turn = turns(page).first()
    await turn.getByRole('button', { name: message('en', 'ask.notHelpful') }).click()
    await expect(turn.getByRole('button', { name: message('en', 'ask.notHelpful') })).toHaveAttribute('aria-pressed', 'true')
    await expect(turn).toContainText(message('en', 'ask.thanks'))
    await turn.getByRole('button', { name: message('en', 'ask.helpful'), exact: true }).click()
    const feedback = await page.evaluate(() => (window as unknown as { feedback: { question: string; helpful: boolean; sources: string[] }[] }).feedback)
    expect(feedback.map((f) => f.helpful)).toEqual([false, true])
    expect(feedback[0]!.question).toBe('How do I export historical data as CSV?')
    expect(feedback[0]!.sources.length).toBeGreaterThan(0)
  })

  test('"Start a new conversation" clears the answers', async ({ page }) => {
    await page.goto('/')
    await ask(page, 'How do I update the firmware manually?')
    await expect(turns(page)).toHaveCount(1)
    await dialog(page).getByRole('button', { name: message('en', 'ask.newConversation') }).click()
    await expect(turns(page)).toHaveCount(0)
    await expect(dialog(page).locator('[data-ask-input]')).toBeFocused()
    await askFollowUp(page, 'What is the supply voltage?')
    await expect(turns(page)).toHaveCount(1)
  })

  test('says plainly when the docs have no answer', async ({ page }) => {
    await page.goto('/')
    await ask(page, 'recipe for chocolate cake')
    await expect(turns(page).first().locator('[data-ask-nothing]')).toHaveText(message('en', 'ask.nothingFound'))
    await expect(turns(page).first().locator('[data-ask-sources]')).toHaveCount(0)
  })

  test('a question with markup is shown as text', async ({ page }) => {
    await page.goto('/')
    await ask(page, '<img src=x onerror="window.__injected=1"> reset button')
    await expect(turns(page).first()).toContainText('<img src=x')
    await expect(turns(page).first().locator('[data-ask-answer], [data-ask-nothing]')).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined()
  })

  test('works right-to-left in Arabic, in the Arabic docs', async ({ page }) => {
    await page.goto('/ar/')
    await ask(page, 'كيف أعيد ضبط وحدة التحكم إلى إعدادات المصنع؟')
    const panel = dialog(page).locator('[data-ask-panel]')
    expect(await panel.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
    await expect(dialog(page).locator('[data-ask-input]')).toHaveAttribute('placeholder', message('ar', 'ask.placeholder'))
    await expect(dialog(page).locator('[data-ask-disclaimer]')).toHaveText(message('ar', 'ask.disclaimer'))
    const answer = turns(page).first().locator('[data-ask-answer="extractive"]')
    await expect(answer).toBeVisible()
    await expect(answer.getByRole('link').first()).toHaveAttribute('href', /^\/ar\//)
  })

  test('in Chinese and German the answer comes from that locale’s docs', async ({ page }) => {
    await page.goto('/ch/')
    await ask(page, '防火墙需要开放哪些端口？')
    await expect(turns(page).first().locator('[data-ask-sources] a').first()).toHaveAttribute('href', /^\/ch\//)
    await page.goto('/de/')
    await ask(page, 'Welche Ports muss die Firewall freigeben?')
    await expect(turns(page).first().locator('[data-ask-sources] a').first()).toHaveAttribute('href', /^\/de\//)
    await expect(dialog(page).locator('[data-ask-disclaimer]')).toHaveText(message('de', 'ask.disclaimer'))
  })
})
