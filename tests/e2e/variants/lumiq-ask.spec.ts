import { expect, test, type Page } from '@playwright/test'
import path from 'node:path'
import { ASK_PROXY_PORT, ASK_PROXY_TEST_KEY, ASK_SITE_TOKEN, FAKE_CHAT_PORT, VARIANTS_DIR } from '../../../scripts/variants'
import { message } from '../helpers'
import { ask, dialog, turns } from '../ask-helpers'
import { filesMatching } from '../../support/output-scan'

// The lumiq variant's Ask AI: it streams through the reference Ask proxy (deploy/ask-proxy/,
// which holds the key) from an OpenAI-compatible endpoint, played by
// tests/support/fake-chat-server.mjs, which answers by the words of the question.

const PROXY = `http://127.0.0.1:${ASK_PROXY_PORT}`
const ENDPOINT = `http://localhost:${FAKE_CHAT_PORT}`

interface ReceivedRequest {
  headers: Record<string, string>
  body: { model: string; stream: boolean; max_tokens?: number; messages: { role: string; content: string }[] }
}

async function requestFor(question: string): Promise<ReceivedRequest | undefined> {
  const all = (await (await fetch(`${ENDPOINT}/requests`)).json()) as ReceivedRequest[]
  return all.findLast((r) => r.body.messages.at(-1)?.content === question)
}

const generated = (page: Page) => turns(page).first().locator('[data-ask-answer="generated"]')

test('streams a Markdown answer whose citations link to the retrieved sections', async ({ page }) => {
  const question = 'How do I reset the controller to factory settings?'
  await page.goto('/')
  const toProxy = page.waitForRequest((request) => request.url().startsWith(PROXY) && request.method() === 'POST')
  await ask(page, question)
  // The browser sends the public site token, never a key.
  const sent = (await toProxy).headers()
  expect(sent['x-ask-site-token']).toBe(ASK_SITE_TOKEN)
  expect(sent.authorization).toBeUndefined()
  // Streaming: the first words are there before the answer is complete.
  await expect(generated(page)).toContainText('To reset')
  await expect(generated(page)).toContainText('Make a backup first')
  await expect(generated(page).locator('strong')).toHaveText('hold the reset button')

  const sources = turns(page).first().locator('[data-ask-sources] a')
  const firstSource = await sources.first().getAttribute('href')
  await expect(generated(page).getByRole('link', { name: '[1]' })).toHaveAttribute('href', firstSource!)

  // Model output is rendered safely: no raw HTML, no javascript: links.
  await expect(generated(page).locator('img')).toHaveCount(0)
  expect(await generated(page).locator('a[href^="javascript"]').count()).toBe(0)
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined()
  await expect(turns(page).first().getByRole('button', { name: message('en', 'ask.copy') })).toBeVisible()

  // The request as the model endpoint received it: the proxy's key and model (the site's model
  // name is replaced), streaming, capped output, the passages as numbered context.
  const received = await requestFor(question)
  expect(received).toBeDefined()
  expect(received!.headers.authorization).toBe(`Bearer ${ASK_PROXY_TEST_KEY}`)
  expect(received!.body.model).toBe('proxy-model')
  expect(received!.body.max_tokens).toBeGreaterThan(0)
  expect(received!.body.stream).toBe(true)
  const system = received!.body.messages[0]!
  expect(system.role).toBe('system')
  expect(system.content).toContain('Use only the numbered passages')
  expect(system.content).toMatch(/\[1\] .+\n/)
  expect(system.content).toContain(firstSource!)
  const sourceTitle = (await sources.first().textContent())!.split(' › ')[0]!
  expect(system.content).toContain(sourceTitle)
})

test('a follow-up sends the earlier question and answer along', async ({ page }) => {
  await page.goto('/')
  await ask(page, 'How do I reset the controller to factory settings?')
  await expect(generated(page)).toContainText('Make a backup first')
  // A question can be sent once the answer has finished streaming (its Copy button shows it).
  await expect(turns(page).first().getByRole('button', { name: message('en', 'ask.copy') })).toBeVisible()
  const followUp = 'What does the red Power LED mean while I hold the button?'
  const field = dialog(page).locator('[data-ask-input]')
  await field.fill(followUp)
  await field.press('Enter')
  await expect(turns(page).nth(1).locator('[data-ask-answer="generated"]')).toContainText('Make a backup first')
  const received = await requestFor(followUp)
  const roles = received!.body.messages.map((m) => m.role)
  expect(roles).toEqual(['system', 'user', 'assistant', 'user'])
  expect(received!.body.messages[1]!.content).toBe('How do I reset the controller to factory settings?')
  expect(received!.body.messages[2]!.content).toContain('hold the reset button')
})

test('Stop ends the stream and keeps what came', async ({ page }) => {
  await page.goto('/')
  await ask(page, 'Which ports do I need to open in the firewall?')
  await expect(generated(page)).toContainText('word2')
  await turns(page).first().getByRole('button', { name: message('en', 'ask.stop') }).click()
  await expect(turns(page).first()).toContainText(message('en', 'ask.stopped'))
  await expect(turns(page).first().getByRole('button', { name: message('en', 'ask.stop') })).toHaveCount(0)
  const length = (await generated(page).textContent())!.length
  await page.waitForTimeout(1000)
  expect((await generated(page).textContent())!.length).toBe(length)
  expect(await generated(page).textContent()).not.toContain('word79')
})

test('an endpoint that stays silent times out and the passages stand in', async ({ page }) => {
  await page.goto('/')
  await ask(page, 'How do I terminate an RS485 bus?')
  const turn = turns(page).first()
  await expect(turn.locator('[data-ask-notice]')).toHaveText(message('en', 'ask.errorTimeout'), { timeout: 10_000 })
  await expect(turn.locator('[data-ask-answer="extractive"]')).toContainText(/terminat/i)
  await expect(turn.locator('[data-ask-sources] a').first()).toBeVisible()
})

test('a model endpoint failing (500) is a 502 from the proxy: the server message and the passages', async ({ page }) => {
  await page.goto('/')
  await ask(page, 'How do I update the firmware manually?')
  const turn = turns(page).first()
  await expect(turn.locator('[data-ask-notice]')).toHaveText(message('en', 'ask.errorServer').replace('{status}', '502'))
  await expect(turn.locator('[data-ask-answer="extractive"]')).toBeVisible()
  await expect(turn.locator('[data-ask-answer="generated"]')).toHaveCount(0)
})

test("the proxy's key refused upstream (401) is the service's problem, not the reader's: 502 and the passages", async ({ page }) => {
  await page.goto('/')
  await ask(page, 'Where do I find the API token of a sonnen battery?')
  const turn = turns(page).first()
  await expect(turn.locator('[data-ask-notice]')).toHaveText(message('en', 'ask.errorServer').replace('{status}', '502'))
  await expect(turn.locator('[data-ask-answer="extractive"]')).toBeVisible()
})

test('a question longer than the proxy takes is refused (413) and the passages stand in', async ({ page }) => {
  await page.goto('/')
  await ask(page, 'How do I reset the controller to factory settings? '.repeat(25).trim())
  const turn = turns(page).first()
  await expect(turn.locator('[data-ask-notice]')).toHaveText(message('en', 'ask.errorClient').replace('{status}', '413'))
  await expect(turn.locator('[data-ask-answer="extractive"]')).toBeVisible()
})

test('the proxy down: the passages stand in', async ({ page }) => {
  await page.route(`${PROXY}/**`, (route) => route.abort('connectionrefused'))
  await page.goto('/')
  await ask(page, 'How much mobile data does the controller use per month?')
  const turn = turns(page).first()
  await expect(turn.locator('[data-ask-notice]')).toHaveText(message('en', 'ask.errorNetwork'))
  await expect(turn.locator('[data-ask-answer="extractive"]')).toBeVisible()
})

test('the export names the proxy and the public token, and holds no key', () => {
  const out = path.join(VARIANTS_DIR, 'lumiq')
  expect(filesMatching(out, new RegExp(ASK_SITE_TOKEN)).length).toBeGreaterThan(0)
  expect(filesMatching(out, new RegExp(ASK_PROXY_TEST_KEY))).toEqual([])
  expect(filesMatching(out, /(^|[^A-Za-z0-9])sk-[A-Za-z0-9_-]{8,}|Bearer [A-Za-z0-9._-]{8,}/)).toEqual([])
})

test('the streamed answer reads right-to-left in Arabic', async ({ page }) => {
  await page.goto('/ar/')
  await ask(page, 'كيف أعيد ضبط وحدة التحكم إلى إعدادات المصنع؟')
  await expect(generated(page)).toContainText('Make a backup first')
  expect(await generated(page).evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
  await expect(turns(page).first().locator('[data-ask-sources] a').first()).toHaveAttribute('href', /^\/ar\//)
})
