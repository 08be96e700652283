/**
 * Meta's ad-account `timezone_id` values and their IANA zones (Marketing API timezone ids).
 * TikTok and the sandbox report IANA names directly.
 */
export const TIMEZONE_IDS: Readonly<Record<number, string>> = {
  1: 'America/Los_Angeles',
  2: 'America/Denver',
  3: 'Pacific/Honolulu',
  4: 'America/Anchorage',
  5: 'America/Phoenix',
  6: 'America/Chicago',
  7: 'America/New_York',
  8: 'Asia/Dubai',
  9: 'America/Argentina/San_Luis',
  10: 'America/Argentina/Buenos_Aires',
  11: 'America/Argentina/Salta',
  12: 'Europe/Vienna',
  13: 'Australia/Perth',
  14: 'Australia/Broken_Hill',
  15: 'Australia/Sydney',
  16: 'Europe/Sarajevo',
  17: 'Asia/Dhaka',
  18: 'Europe/Brussels',
  19: 'Europe/Sofia',
  20: 'Asia/Bahrain',
  21: 'America/La_Paz',
  22: 'America/Noronha',
  23: 'America/Campo_Grande',
  24: 'America/Belem',
  25: 'America/Sao_Paulo',
  26: 'America/Nassau',
  27: 'America/Dawson',
  28: 'America/Vancouver',
  29: 'America/Dawson_Creek',
  30: 'America/Edmonton',
  31: 'America/Rainy_River',
  32: 'America/Regina',
  33: 'America/Atikokan',
  34: 'America/Iqaluit',
  35: 'America/Toronto',
  36: 'America/Blanc-Sablon',
  37: 'America/Halifax',
  38: 'America/St_Johns',
  39: 'Europe/Zurich',
  40: 'Pacific/Easter',
  41: 'America/Santiago',
  42: 'Asia/Shanghai',
  43: 'America/Bogota',
  44: 'America/Costa_Rica',
  45: 'Asia/Nicosia',
  46: 'Europe/Prague',
  47: 'Europe/Berlin',
  48: 'Europe/Copenhagen',
  49: 'America/Santo_Domingo',
  50: 'Pacific/Galapagos',
  51: 'America/Guayaquil',
  52: 'Europe/Tallinn',
  53: 'Africa/Cairo',
  54: 'Atlantic/Canary',
  55: 'Europe/Madrid',
  56: 'Europe/Helsinki',
  57: 'Europe/Paris',
  58: 'Europe/London',
  59: 'Africa/Accra',
  60: 'Europe/Athens',
  61: 'America/Guatemala',
  62: 'Asia/Hong_Kong',
  63: 'America/Tegucigalpa',
  64: 'Europe/Zagreb',
  65: 'Europe/Budapest',
  66: 'Asia/Jakarta',
  67: 'Asia/Makassar',
  68: 'Asia/Jayapura',
  69: 'Europe/Dublin',
  70: 'Asia/Jerusalem',
  71: 'Asia/Kolkata',
  72: 'Asia/Baghdad',
  73: 'Atlantic/Reykjavik',
  74: 'Europe/Rome',
  75: 'America/Jamaica',
  76: 'Asia/Amman',
  77: 'Asia/Tokyo',
  78: 'Africa/Nairobi',
  79: 'Asia/Seoul',
  80: 'Asia/Kuwait',
  81: 'Asia/Beirut',
  82: 'Asia/Colombo',
  83: 'Europe/Vilnius',
  84: 'Europe/Luxembourg',
  85: 'Europe/Riga',
  86: 'Africa/Casablanca',
  87: 'Europe/Skopje',
  88: 'Europe/Malta',
  89: 'Indian/Mauritius',
  90: 'Indian/Maldives',
  91: 'America/Tijuana',
  92: 'America/Hermosillo',
  93: 'America/Mazatlan',
  94: 'America/Mexico_City',
  95: 'Asia/Kuala_Lumpur',
  96: 'Africa/Lagos',
  97: 'America/Managua',
  98: 'Europe/Amsterdam',
  99: 'Europe/Oslo',
  100: 'Pacific/Auckland',
  101: 'Asia/Muscat',
  102: 'America/Panama',
  103: 'America/Lima',
  104: 'Asia/Manila',
  105: 'Asia/Karachi',
  106: 'Europe/Warsaw',
  107: 'America/Puerto_Rico',
  108: 'Asia/Gaza',
  109: 'Atlantic/Azores',
  110: 'Europe/Lisbon',
  111: 'America/Asuncion',
  112: 'Asia/Qatar',
  113: 'Europe/Bucharest',
  114: 'Europe/Belgrade',
  115: 'Europe/Kaliningrad',
  116: 'Europe/Moscow',
  117: 'Europe/Samara',
  118: 'Asia/Yekaterinburg',
  119: 'Asia/Omsk',
  120: 'Asia/Krasnoyarsk',
  121: 'Asia/Irkutsk',
  122: 'Asia/Yakutsk',
  123: 'Asia/Vladivostok',
  124: 'Asia/Magadan',
  125: 'Asia/Kamchatka',
  126: 'Asia/Anadyr',
  127: 'Asia/Riyadh',
  128: 'Asia/Singapore',
  129: 'Africa/Johannesburg',
  130: 'Europe/Stockholm',
  131: 'Asia/Taipei',
  132: 'Africa/Dar_es_Salaam',
  133: 'Asia/Bangkok',
  134: 'Africa/Tunis',
  135: 'Europe/Istanbul',
  136: 'America/Montevideo',
  137: 'America/Caracas',
  138: 'Asia/Ho_Chi_Minh',
  139: 'Africa/Kinshasa',
  140: 'Africa/Lubumbashi',
  141: 'Africa/Harare',
  142: 'Africa/Lusaka',
};

/** Spec section 9: the default analytics timezone. */
export const DEFAULT_TIMEZONE_ID = 1;
export const DEFAULT_TIMEZONE = 'America/Los_Angeles';

const knownZones = new Map<string, boolean>();

/** Building a formatter is the only portable check, and a slow one, so each zone is checked once. */
function isKnownZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(zone, known);
  }
  return known;
}

/**
 * The IANA zone of an ad account's timezone: a Meta numeric id (or its string form) or an IANA
 * name. Unknown, empty or zero (TZ_UNKNOWN) values fall back to Los Angeles.
 */
export function resolveTimezone(timezone: number | string | null | undefined): string {
  if (timezone === null || timezone === undefined) return DEFAULT_TIMEZONE;
  if (typeof timezone === 'number') return TIMEZONE_IDS[timezone] ?? DEFAULT_TIMEZONE;
  const name = timezone.trim();
  if (/^\d+$/.test(name)) return TIMEZONE_IDS[Number(name)] ?? DEFAULT_TIMEZONE;
  return name !== '' && isKnownZone(name) ? name : DEFAULT_TIMEZONE;
}
