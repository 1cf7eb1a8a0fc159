'use client'

export function ReloadButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.location.reload()}
      className="rounded-md bg-brand px-4 py-2 font-medium text-brand-fg hover:opacity-90"
    >
      {label}
    </button>
  )
}
