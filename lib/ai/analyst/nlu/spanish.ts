// Managers who mix Spanish into a question ("¿George Kittle juega este domingo?", "me ofrecen DJ Moore por mi
// Davante Adams, ¿acepto?") are read through a small glossary of the words fantasy questions are made of. Only a
// message that reads as Spanish is glossed (an inverted mark, an accented letter or a word no English sentence
// uses), and only words that are not English too, so an English question is left as it was written.

const MARKS = new RegExp(
  "[¿¡ñáéíóú]|\\b(qué|cómo|cuál|quién|juega|semana|puedes|acepto|ofrecen|mejorar|ordena|lesionado|esta|mis|hola|" +
    "gracias|por favor|quien|contra|juego|debe)\\b",
  "i",
);

// Longer phrases first: each is replaced before the words inside it.
const PHRASES: [RegExp, string][] = [
  [/\bpor favor\b/gi, "please"],
  [/\bcontra qui[eé]n juego\b/gi, "who do I play against"],
  [/\bqui[eé]n debe ser\b/gi, "who should be"],
  [/\b(la )?pr[oó]xima semana\b|\bla semana que viene\b/gi, "next week"],
  [/\besta semana\b/gi, "this week"],
  [/\bsemana (\d{1,2})\b/gi, "week $1"],
  [/\bresto de la temporada\b/gi, "rest of the season"],
  [/\bqu[eé] puedes hacer\b/gi, "what can you do"],
  [/\bc[oó]mo funcionas\b/gi, "how do you work"],
  [/\bde mejor a peor\b/gi, "from best to worst"],
  [/\bme ofrecen\b/gi, "they offer me"],
  [/\bme ofrece\b/gi, "he offers me"],
  [/\bqu[eé] movimientos hago\b/gi, "what moves do I make"],
  [/\bmis chances de playoffs?\b/gi, "my playoff chances"],
  [/\bagentes libres\b/gi, "free agents"],
  [/\botra vez\b/gi, "again"],
  [/\bel trade\b/gi, "the trade"],
];

const WORDS: Record<string, string> = {
  juega: "playing",
  jugar: "play",
  domingo: "sunday",
  lunes: "monday",
  jueves: "thursday",
  este: "this",
  esta: "this",
  está: "is",
  lesionado: "injured",
  lesionada: "injured",
  lesionados: "injured",
  lesión: "injury",
  escuché: "I heard",
  ofrecen: "offer",
  ofrece: "offers",
  por: "for",
  el: "the",
  la: "the",
  los: "the",
  las: "the",
  mi: "my",
  mis: "my",
  y: "and",
  o: "or",
  acepto: "do I accept",
  aceptar: "accept",
  qué: "what",
  quién: "who",
  cuál: "which",
  cómo: "how",
  cuántos: "how many",
  cuántas: "how many",
  movimientos: "moves",
  mejorar: "improve",
  ordena: "rank",
  ordenar: "rank",
  mejor: "best",
  peor: "worst",
  jugadores: "players",
  jugador: "player",
  equipo: "team",
  alineación: "lineup",
  récord: "record",
  temporada: "season",
  ganar: "win",
  gano: "I win",
  perder: "lose",
  pierdo: "I lose",
  si: "if",
  debo: "should I",
  poner: "start",
  titular: "start",
  banca: "bench",
  soltar: "drop",
  cortar: "drop",
  cambio: "trade",
  intercambio: "trade",
  puntos: "points",
  proyectados: "projected",
  proyección: "projection",
  partido: "game",
  rival: "opponent",
  contra: "against",
  para: "for",
  con: "with",
  hola: "hi",
  gracias: "thanks",
  puedes: "can you",
  hago: "do I make",
  chances: "chances",
  descanso: "bye",
};

/** The question with its Spanish words in English, when it reads as Spanish; otherwise the question unchanged. */
export function fromSpanish(question: string): string {
  if (!MARKS.test(question)) return question;
  const phrased = PHRASES.reduce((text, [pattern, english]) => text.replace(pattern, english), question);
  return phrased.replace(/[¿¡]/g, "").replace(/[\p{L}]+/gu, (word, at: number, text: string) => {
    // A capitalised word inside a sentence is a name ("Rico Dowdle"), not Spanish.
    const named = /^\p{Lu}/u.test(word) && at > 0 && !/[.!?]\s*$/.test(text.slice(0, at));
    const english = named ? undefined : WORDS[word.toLowerCase()];
    return english === undefined ? word : english;
  });
}
