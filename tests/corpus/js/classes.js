// Classes (§15.7): fields, static blocks, private names, accessors, generators.
class Base { constructor(x) { this.x = x } }
class A extends Base {
  #secret = 1
  static count = 0
  field
  ['computed' + 1] = 2
  static #instances = new Set()
  static {
    A.count = 1
  }
  constructor(x) { super(x); A.#instances.add(this) }
  get secret() { return this.#secret }
  set secret(v) { this.#secret = v }
  static get size() { return A.#instances.size }
  *gen() { yield this.x }
  async am() { await null }
  async *agen() { yield* this.gen() }
  #priv() { return #secret in this }
  static async *sg() {}
  'quoted'() {}
  42() {}
  get() {}
  set() {}
  static() {}
  async() {}
}
const B = class Named extends (class {}) {}
const C = class {};
