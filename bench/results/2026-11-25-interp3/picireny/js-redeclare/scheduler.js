'use strict';
// scheduler.js: a tiny job scheduler with retries, priorities and a text report.
// Written for the interpreted-mode reduction benchmark (issue 13).

const EventEmitter = require('events');

const DEFAULT_OPTIONS = Object.freeze({
  concurrency: 2,
  retries: 3,
  backoffMs: 50,
  priorities: ['high', 'normal', 'low'],
});

class Job {
  constructor(id, fn, { priority = 'normal', retries } = {}) {
    this.id = id;
    this.fn = fn;
    this.priority = priority;
    this.retriesLeft = retries;
    this.attempts = 0;
    this.state = 'queued';
    this.result = undefined;
    this.error = null;
  }

  get done() {
    return this.state === 'done' || this.state === 'failed';
  }

  toString() {
    const tail = this.error ? ` (${this.error.message})` : '';
    return `#${this.id} ${this.priority.padEnd(6)} ${this.state}${tail}`;
  }
}

class Scheduler extends EventEmitter {
  constructor(options = {}) {
    super();
    this.options = { ...DEFAULT_OPTIONS, ...options };
    this.queues = new Map(this.options.priorities.map((p) => [p, []]));
    this.running = new Set();
    this.finished = [];
    this.nextId = 1;
  }

  add(fn, opts = {}) {
    const retries = opts.retries ?? this.options.retries;
    const job = new Job(this.nextId++, fn, { ...opts, retries });
    const queue = this.queues.get(job.priority);
    if (!queue) {
      throw new RangeError(`unknown priority ${job.priority}`);
    }
    queue.push(job);
    this.emit('queued', job);
    return job;
  }

  take() {
    for (const priority of this.options.priorities) {
      const queue = this.queues.get(priority);
      if (queue.length > 0) {
        return queue.shift();
      }
    }
    return null;
  }

  async runJob(job) {
    job.state = 'running';
    job.attempts += 1;
    this.running.add(job);
    try {
      job.result = await job.fn(job.attempts);
      job.state = 'done';
    } catch (err) {
      job.error = err;
      if (job.retriesLeft > 0) {
        job.retriesLeft -= 1;
        job.state = 'queued';
        const delay = this.options.backoffMs * 2 ** (job.attempts - 1);
        await new Promise((resolve) => setTimeout(resolve, delay));
        this.queues.get(job.priority).push(job);
      } else {
        job.state = 'failed';
      }
    } finally {
      this.running.delete(job);
      if (job.done) {
        this.finished.push(job);
        this.emit(job.state, job);
      }
    }
  }

  async drain() {
    const workers = [];
    for (let i = 0; i < this.options.concurrency; i++) {
      workers.push((async () => {
        let job;
        while ((job = this.take()) !== null || this.running.size > 0) {
          if (job) {
            await this.runJob(job);
          } else {
            await new Promise((resolve) => setImmediate(resolve));
          }
        }
      })());
    }
    await Promise.all(workers);
    return this.finished;
  }

  report() {
    const counts = { done: 0, failed: 0 };
    const lines = [];
    for (const job of this.finished.slice().sort((a, b) => a.id - b.id)) {
      counts[job.state] += 1;
      lines.push(job.toString());
    }
    const summary = Object.entries(counts)
      .map(([state, n]) => `${state}=${n}`)
      .join(' ');
    const lines = [`jobs: ${this.finished.length} ${summary}`, ...lines];
    return lines.join('\n');
  }
}

function flaky(failures, value) {
  let calls = 0;
  return async function attempt() {
    calls += 1;
    if (calls <= failures) {
      throw new Error(`transient failure ${calls}/${failures}`);
    }
    return value;
  };
}

async function main() {
  const s = new Scheduler({ concurrency: 3, backoffMs: 5 });
  s.on('failed', (job) => console.error(`job ${job.id} gave up after ${job.attempts} attempts`));
  s.add(flaky(0, 'a'), { priority: 'high' });
  s.add(flaky(2, 'b'));
  s.add(flaky(5, 'c'), { priority: 'low', retries: 1 });
  s.add(() => 42);
  await s.drain();
  console.log(s.report());
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}

module.exports = { Scheduler, Job, flaky };
