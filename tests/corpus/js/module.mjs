// Modules (§16.2): every import and export form, import.meta, dynamic import,
// top-level await.
import def from "./a.mjs"
import * as ns from "./b.mjs"
import { a, b as c, default as d, "string name" as e } from "./c.mjs"
import def2, { f } from "./d.mjs"
import def3, * as ns2 from "./e.mjs"
import "./side-effect.mjs"
import json from "./data.json" with { type: "json" }
export const x = 1, y = 2
export let z
export function fn() {}
export async function afn() {}
export function* gfn() {}
export class K {}
export { x as renamed, y as "string export" }
export { a as reexported } from "./f.mjs"
export * from "./g.mjs"
export * as space from "./h.mjs"
export default function () {}
const url = import.meta.url
const later = import("./i.mjs")
await later
