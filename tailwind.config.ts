import type { Config } from 'tailwindcss'

// Tailwind v4 reads most of its theme from app/globals.css; this file holds what is shared
// with TypeScript: the desktop breakpoint of SPEC.md (desktop is wider than 996 px).
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './lib/**/*.ts'],
  theme: {
    extend: {
      screens: { desk: '997px' },
    },
  },
}

export default config
