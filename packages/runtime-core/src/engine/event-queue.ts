import { CodemodeError } from "../errors.ts";
import { type CodemodeEvent, type CodemodeEventOptions, DEFAULT_MAX_QUEUED_EVENTS } from "../types/events.ts";
import type { EventSink } from "./event-sink.ts";
import type { Logger } from "./ports.ts";

/** An event as the engine builds it, before the queue stamps what it dropped before it. */
export type EmittedEvent = CodemodeEvent;

/**
 * Delivers one runtime's events to its listener: bounded, in order, one at a time, never on the engine's own
 * path. `emit` only appends (or drops, when `maxQueued` events already wait); delivery starts in a microtask
 * and waits for a listener's promise before the next event, so a listener that throws, rejects or never
 * settles can only lose its own events, never delay or change a run. Dropped events are counted on the next
 * event that is queued (`dropped`).
 */
export class EventQueue implements EventSink {
  /** Whether events carry arguments, results and code. */
  readonly includeValues: boolean;
  readonly #listener: CodemodeEventOptions["listener"];
  readonly #max: number;
  readonly #logger: Logger;
  #queue: CodemodeEvent[] = [];
  #head = 0;
  #dropped = 0;
  #draining = false;

  constructor(options: CodemodeEventOptions, logger: Logger, optionName = "events") {
    if (typeof options?.listener !== "function") {
      throw new CodemodeError(
        "configuration",
        `${optionName}.listener must be a function receiving each event.`,
      );
    }
    const max = options.maxQueued ?? DEFAULT_MAX_QUEUED_EVENTS;
    if (!Number.isInteger(max) || max < 1) {
      throw new CodemodeError(
        "configuration",
        `${optionName}.maxQueued must be a whole number of at least 1, got ${String(options.maxQueued)}.`,
      );
    }
    this.includeValues = options.includeValues === true;
    this.#listener = options.listener;
    this.#max = max;
    this.#logger = logger;
  }

  /** Queues `event` for the listener, or drops it when the queue is full. Never throws, never waits. */
  emit(event: EmittedEvent): void {
    if (this.#queue.length - this.#head >= this.#max) {
      this.#dropped++;
      return;
    }
    if (this.#dropped > 0) {
      event.dropped = this.#dropped;
      this.#dropped = 0;
    }
    this.#queue.push(event);
    if (this.#draining) return;
    this.#draining = true;
    // A microtask from the language itself (no platform global): delivery never runs inside `emit`.
    void Promise.resolve().then(() => this.#drain());
  }

  async #drain(): Promise<void> {
    while (this.#head < this.#queue.length) {
      const event = this.#queue[this.#head] as CodemodeEvent;
      this.#head++;
      if (this.#head >= this.#max) {
        // Keep the backing array bounded when the listener stays behind for long.
        this.#queue = this.#queue.slice(this.#head);
        this.#head = 0;
      }
      try {
        const delivered = this.#listener(event);
        if (delivered && typeof (delivered as Promise<void>).then === "function") await delivered;
      } catch (error) {
        this.#logger.warn(`codemode: the event listener failed on a ${event.type} event; ignored.`, error);
      }
    }
    this.#queue = [];
    this.#head = 0;
    this.#draining = false;
  }
}
