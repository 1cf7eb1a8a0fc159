import type en from '../../messages/en.json'

type Messages = typeof en

/** The keys of a namespace of messages/en.json ("search", or a nested one: "offline.page"). */
export type MessageKey<N extends string> = N extends `${infer Outer}.${infer Inner}`
  ? Outer extends keyof Messages
    ? Inner extends keyof Messages[Outer]
      ? keyof Messages[Outer][Inner] & string
      : never
    : never
  : N extends keyof Messages
    ? keyof Messages[N] & string
    : never

/**
 * Texts a client component shows, by key: what `clientTexts` (lib/server/client-texts.ts) loads
 * for the keys of a list. One list per component family says which texts travel to the
 * browser; their type follows from it, so a text is named once, in messages/en.json.
 */
export type ClientTexts<Keys extends readonly string[]> = Record<Keys[number], string>
