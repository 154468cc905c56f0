import { compilePattern } from "./pattern-cache.ts";

type FormatCheck = (value: string) => boolean;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[zZ]|([+-])(\d{2}):(\d{2}))$/;
const DURATION = /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|\d+W)$/;
const EMAIL = /^[^\s@"]+(\.[^\s@"]+)*@[^\s@]+$/;
const HOSTNAME_LABEL = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const URI_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:[^\s"<>\\^`{|}]*$/;
const URI_REFERENCE = /^[^\s"<>\\^`{|}]*$/;
const JSON_POINTER = /^(\/([^~/]|~[01])*)*$/;
const RELATIVE_JSON_POINTER = /^(0|[1-9]\d*)(#|(\/([^~/]|~[01])*)*)$/;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isDate(value: string): boolean {
  const match = DATE.exec(value);
  if (match === null) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && !leap ? 28 : (DAYS_IN_MONTH[month - 1] ?? 0));
}

function isTime(value: string): boolean {
  const match = TIME.exec(value);
  if (match === null) return false;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = Number(match[3]);
  const offsetHour = Number(match[5] ?? 0);
  const offsetMinute = Number(match[6] ?? 0);
  if (hour > 23 || minute > 59 || second > 60 || offsetHour > 23 || offsetMinute > 59) return false;
  if (second < 60) return true;
  // A leap second is only ever 23:59:60 in UTC.
  const sign = match[4] === "-" ? -1 : 1;
  const utcMinutes = (((hour * 60 + minute - sign * (offsetHour * 60 + offsetMinute)) % 1440) + 1440) % 1440;
  return utcMinutes === 23 * 60 + 59;
}

function isDateTime(value: string): boolean {
  const separator = value.search(/[tT]/);
  return separator === 10 && isDate(value.slice(0, 10)) && isTime(value.slice(11));
}

function isHostname(value: string): boolean {
  const name = value.endsWith(".") ? value.slice(0, -1) : value;
  return (
    name.length > 0 && name.length <= 253 && name.split(".").every((label) => HOSTNAME_LABEL.test(label))
  );
}

function isIpv6(value: string): boolean {
  if (value.includes("%") || !/^[0-9A-Fa-f:.]+$/.test(value)) return false;
  try {
    return new URL(`http://[${value}]/`).hostname.length > 2;
  } catch {
    return false;
  }
}

function isRegex(value: string): boolean {
  return compilePattern(value) !== null;
}

const FORMATS: Record<string, FormatCheck> = {
  date: isDate,
  time: isTime,
  "date-time": isDateTime,
  duration: (value) => DURATION.test(value),
  email: (value) => EMAIL.test(value) && !value.includes(".."),
  hostname: isHostname,
  ipv4: (value) => IPV4.test(value),
  ipv6: isIpv6,
  uuid: (value) => UUID.test(value),
  uri: (value) => URI_SCHEME.test(value),
  "uri-reference": (value) => URI_REFERENCE.test(value),
  "json-pointer": (value) => JSON_POINTER.test(value),
  "relative-json-pointer": (value) => RELATIVE_JSON_POINTER.test(value),
  regex: isRegex,
};

/**
 * The check of a `format` this validator knows, or `undefined` (an unknown format always passes). Formats
 * are annotations unless the caller asks for them to be asserted (`assertFormat`), as JSON Schema 2019-09 and
 * later specify; the checks are deliberately permissive where the RFCs leave room (internationalized forms
 * are not checked at all), so an asserted format still never rejects a value its format allows.
 */
export function formatCheck(format: string): FormatCheck | undefined {
  return Object.hasOwn(FORMATS, format) ? FORMATS[format] : undefined;
}
