/**
 * The moment of issue (FechaExpedicionFactura, HoraExpedicionFactura), in
 * the Basque Country's local time (Europe/Madrid), as TicketBAI dates and
 * times are. A TicketBAI file is made when the invoice is issued: when the
 * document states its issue time, its issue date and time are that moment;
 * otherwise the moment is the caller's `timestamp` option or the moment of
 * writing, date and time both, and the document's issue date is the date
 * of the operation (FechaOperacion), as gobl.ticketbai's reference files
 * show.
 */

export interface Moment {
  /** YYYY-MM-DD. */
  date: string;
  /** hh:mm:ss. */
  time: string;
}

const MADRID = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Madrid",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** A moment as the date and time on a Basque clock. */
export function madridTime(at: Date): Moment {
  const parts = Object.fromEntries(MADRID.formatToParts(at).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}

export function issueMoment(issueDate: string, issueTime: string | undefined, timestamp: Date | undefined): Moment {
  if (issueTime) return { date: issueDate, time: issueTime.slice(0, 8) };
  return madridTime(timestamp ?? new Date());
}

/** TicketBAI's dates: DD-MM-YYYY. */
export function tbaiDate(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}-${month}-${year}`;
}
