import { clsx, type ClassValue } from 'clsx'

/** Joins class names; the one helper for conditional classes. */
export function cn(...values: ClassValue[]): string {
  return clsx(values)
}
