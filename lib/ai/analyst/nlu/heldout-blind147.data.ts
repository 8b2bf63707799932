// Blind held-out evaluation set 147 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a Spanish speaker writing English, with Spanish words mixed in.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_147: HeldOutCase[] = [
  // startSit
  {
    turns: ["Oye, who I start this week, Saquon or Jonathan Taylor?"],
    expect: "startSit",
    players: ["Saquon Barkley", "Jonathan Taylor"],
  },
  {
    turns: ["Pues tengo una duda: Amon-Ra o Justin Jefferson en mi lineup esta semana?"],
    expect: "startSit",
    players: ["Amon-Ra St. Brown", "Justin Jefferson"],
  },
  {
    turns: ["Start Baker Mayfield or Drake Maye?", "y para la semana 13?"],
    expect: "startSit",
    players: ["Baker Mayfield", "Drake Maye"],
    week: 13,
  },
  {
    turns: ["Olave or Addison this week, amigo?", "and if I put Meyers in the mix, cuál de los tres?"],
    expect: "startSit",
    players: ["Chris Olave", "Jordan Addison", "Jakobi Meyers"],
  },
  {
    turns: ["Ferguson vs Hunter Henry for my TE on Sunday, cuál juego?"],
    expect: "startSit",
    players: ["Jake Ferguson", "Hunter Henry"],
  },
  {
    turns: ["Chuba o Judkins this week?", "bueno, and next week, same pregunta"],
    expect: "startSit",
    players: ["Chuba Hubbard", "Quinshon Judkins"],
    week: "next",
  },

  // compare
  {
    turns: ["For the rest of the season, who is better jugador: Nico Collins or Tee Higgins?"],
    expect: "compare",
    players: ["Nico Collins", "Tee Higgins"],
  },
  {
    turns: ["Long term, Jeanty o Bijan? No es para esta semana, es en general"],
    expect: "compare",
    players: ["Ashton Jeanty", "Bijan Robinson"],
  },
  {
    turns: ["Compara Lamar y Josh Allen, rest of season", "y Mahomes contra ellos?"],
    expect: "compare",
    players: ["Patrick Mahomes", "Lamar Jackson", "Josh Allen"],
  },
  {
    turns: ["Who do you like more de aquí al final, Kraft or LaPorta?"],
    expect: "compare",
    players: ["Tucker Kraft", "Sam LaPorta"],
  },
  {
    turns: ["Brian Thomas Jr. vs Worthy for ROS, qué piensas?", "ok, y Odunze vs Egbuka?"],
    expect: "compare",
    players: ["Rome Odunze", "Emeka Egbuka"],
  },
  {
    turns: ["Who is the better RB the rest of the year, James Cook o Achane?"],
    expect: "compare",
    players: ["James Cook", "De'Von Achane"],
  },

  // slot
  { turns: ["Oye, quién pongo en el FLEX this week?"], expect: "slot", position: "FLEX" },
  { turns: ["Who should be my quarterback esta semana? No sé"], expect: "slot", position: "QB" },
  {
    turns: ["Who goes in my RB2 spot?", "y para la semana 12?"],
    expect: "slot",
    position: "RB",
    week: 12,
  },
  { turns: ["Necesito alguien para el TE spot, who from my roster?"], expect: "slot", position: "TE" },
  {
    turns: ["Quién va en el flex?", "y en el WR2?"],
    expect: "slot",
    position: "WR",
  },
  { turns: ["My RB1 spot, pues, who is the best to put there this week?"], expect: "slot", position: "RB" },

  // lineup
  { turns: ["Can you set my lineup por favor? No tengo tiempo hoy"], expect: "lineup" },
  { turns: ["Hay cambios que hacer en mi lineup?"], expect: "lineup" },
  {
    turns: ["contra quién juego?", "ok, entonces optimiza mi lineup para ganarle"],
    expect: "lineup",
  },
  { turns: ["Revisa mi alineación for this week, está bien o no?"], expect: "lineup" },
  {
    turns: ["Set my lineup", "y para la semana 11 también"],
    expect: "lineup",
    week: 11,
  },
  { turns: ["Bueno, dime el mejor lineup posible para el domingo"], expect: "lineup" },

  // outlook
  {
    turns: ["How many points Puka will score this week, más o menos?"],
    expect: "outlook",
    players: ["Puka Nacua"],
  },
  {
    turns: ["Is worth it to start Rhamondre Stevenson o no?"],
    expect: "outlook",
    players: ["Rhamondre Stevenson"],
  },
  {
    turns: ["qué tal se ve Kyle Monangai esta semana", "y el resto de la temporada?"],
    expect: "outlook",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["Proyección de Jaxson Dart for week 11?"],
    expect: "outlook",
    players: ["Jaxson Dart"],
    week: 11,
  },
  {
    turns: ["Outlook for Garrett Wilson?", "y la próxima semana?"],
    expect: "outlook",
    players: ["Garrett Wilson"],
    week: "next",
  },
  {
    turns: ["Qué esperas de Zay Flowers rest of season, sube o baja?"],
    expect: "outlook",
    players: ["Zay Flowers"],
  },

  // status
  { turns: ["Oye, Joe Burrow is playing or still injured?"], expect: "status", players: ["Joe Burrow"] },
  { turns: ["Any news de Brandon Aiyuk? Está sano?"], expect: "status", players: ["Brandon Aiyuk"] },
  {
    turns: ["Is Kyren Williams on bye this week?", "y Tracy?"],
    expect: "status",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: ["Qué pasó con Dallas Goedert, está lesionado?"],
    expect: "status",
    players: ["Dallas Goedert"],
  },
  {
    turns: ["rank my TEs", "espera, Bowers is healthy? juega el domingo?"],
    expect: "status",
    players: ["Brock Bowers"],
  },
  {
    turns: ["Is Dobbins still hurt? y si sí, I drop him or stash him?"],
    expect: ["status", "dropStash"],
    players: ["J.K. Dobbins"],
  },

  // tradeValue
  {
    turns: ["Cuánto vale Jahmyr Gibbs en un trade ahora mismo?"],
    expect: "tradeValue",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["Should I sell high on Cam Skattebo? pues he is hot now"],
    expect: "tradeValue",
    players: ["Cam Skattebo"],
  },
  {
    turns: ["What is the trade value of Travis Kelce?", "y Mark Andrews?"],
    expect: "tradeValue",
    players: ["Mark Andrews"],
  },
  {
    turns: ["Worthy está malísimo this year", "buy low en él o no vale la pena?"],
    expect: "tradeValue",
    players: ["Xavier Worthy"],
  },
  {
    turns: ["Hold or sell Derrick Henry? Ya está viejo"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["What is Waddle worth y who would trade for him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Jaylen Waddle"],
  },

  // buyLow
  { turns: ["Oye, who are good buy-low jugadores right now?"], expect: "buyLow" },
  { turns: ["Necesito buy low candidates, quién está barato?"], expect: "buyLow" },
  {
    turns: ["Mi equipo está mal, 4-5", "a quién debo comprar barato? buy low"],
    expect: "buyLow",
  },
  { turns: ["Which players have the value caído that I can buy cheap?"], expect: "buyLow" },
  {
    turns: ["who should I sell high?", "y al revés, buy low?"],
    expect: "buyLow",
  },
  { turns: ["Dame 3 buy-low targets antes del trade deadline"], expect: "buyLow" },

  // trade
  {
    turns: ["I give Bijan Robinson, I receive Ja'Marr Chase. Acepto o no?"],
    expect: "trade",
    players: ["Bijan Robinson", "Ja'Marr Chase"],
  },
  {
    turns: ["Trade: mi Tyreek Hill por su Kyle Pitts y Jaylen Warren, quién gana?"],
    expect: "trade",
    players: ["Tyreek Hill", "Kyle Pitts", "Jaylen Warren"],
  },
  {
    turns: ["me llegó una oferta", "they want Josh Jacobs, I get Marvin Harrison Jr. y Tony Pollard. Es buena?"],
    expect: "trade",
    players: ["Josh Jacobs", "Marvin Harrison Jr.", "Tony Pollard"],
  },
  {
    turns: ["Should I accept Drake London for Breece Hall? Yo doy a London"],
    expect: "trade",
    players: ["Drake London", "Breece Hall"],
  },
  {
    turns: ["Trade Chris Godwin for Jameson Williams, sí o no?", "y si también me dan a Rachaad White?"],
    expect: "trade",
    players: ["Chris Godwin", "Jameson Williams", "Rachaad White"],
  },
  {
    turns: ["Give McLaurin + Pickens for CeeDee Lamb, vale la pena?"],
    expect: "trade",
    players: ["Terry McLaurin", "George Pickens", "CeeDee Lamb"],
  },

  // waivers
  { turns: ["A quién recojo de waivers esta semana?"], expect: "waivers" },
  {
    turns: ["Cuánto FAAB debo gastar en Rico Dowdle?"],
    expect: "waivers",
    players: ["Rico Dowdle"],
  },
  { turns: ["Best free agents to add, oye? Tengo 2 spots libres"], expect: "waivers" },
  {
    turns: ["Should I pick up Quinshon Judkins?", "y cuánto FAAB? tengo 60"],
    expect: "waivers",
    players: ["Quinshon Judkins"],
  },
  { turns: ["Who is the best pickup on the wire right now, pues?"], expect: "waivers" },
  {
    turns: ["se lesionó mi RB, qué mal", "a quién agrego de free agency?"],
    expect: "waivers",
  },

  // playoffs
  { turns: ["Voy a llegar a los playoffs?"], expect: "playoffs" },
  { turns: ["What are my chances to win the championship, honestly?"], expect: "playoffs" },
  {
    turns: ["cuál es mi récord?", "puedo conseguir el bye de primera ronda?"],
    expect: "playoffs",
  },
  {
    turns: ["Qué chances tengo de playoffs?", "y Coach Quinn?"],
    expect: "playoffs",
    team: "Blitz Brigade",
  },
  {
    turns: ["Red Zone Raiders va a clasificar a playoffs?"],
    expect: "playoffs",
    team: "Red Zone Raiders",
  },
  {
    turns: ["Cuáles son mis chances de playoffs, y si gano todo lo que queda?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },

  // improveOdds
  { turns: ["Qué moves hago para mejorar mis chances de playoffs?"], expect: "improveOdds" },
  { turns: ["How I can save my season? Estoy 4-5"], expect: "improveOdds" },
  {
    turns: ["Voy a playoffs?", "pues, qué puedo hacer para subir esas odds?"],
    expect: "improveOdds",
  },
  { turns: ["Dime qué cambios to make my team a contender otra vez"], expect: "improveOdds" },
  {
    turns: ["Am I favored this week?", "no? entonces qué moves me ayudan a llegar a playoffs"],
    expect: "improveOdds",
  },
  {
    turns: ["Qué movimientos mejoran mis chances, y dame trade ideas también"],
    expect: ["improveOdds", "tradeIdeas"],
  },

  // matchup
  { turns: ["Contra quién juego esta semana?"], expect: "matchup" },
  { turns: ["Win probability for my matchup this week?"], expect: "matchup" },
  {
    turns: ["who I play this week?", "y la semana 12?"],
    expect: "matchup",
    week: 12,
  },
  {
    turns: ["rank my RBs", "ok, y soy favorito esta semana o no?"],
    expect: "matchup",
  },
  { turns: ["Who wins, me or my rival this week? Dime la verdad"], expect: "matchup" },
  {
    turns: ["Contra quién juego y mi lineup está bien?"],
    expect: ["matchup", "lineup"],
  },

  // record
  { turns: ["Cuál es mi récord?"], expect: "record" },
  { turns: ["En qué lugar estoy en la tabla?"], expect: "record" },
  {
    turns: ["What is my record", "y el de Coach Sawyer?"],
    expect: "record",
    team: "Audible Alchemists",
  },
  { turns: ["What's the record of End Zone Envy?"], expect: "record", team: "End Zone Envy" },
  {
    turns: ["what is my record y quién va primero en la liga?"],
    expect: ["record", "leaders"],
  },
  {
    turns: ["Qué récord tiene Coach Ellis y va a playoffs?"],
    expect: ["record", "playoffs"],
    team: "Pocket Passers",
  },

  // rosterStatus
  { turns: ["Quién está lesionado en mi equipo?"], expect: "rosterStatus" },
  { turns: ["Who of my jugadores is on bye next week?"], expect: "rosterStatus", week: "next" },
  {
    turns: ["any injuries on my roster?", "y byes en la semana 13?"],
    expect: "rosterStatus",
    week: 13,
  },
  { turns: ["Dame el reporte de lesiones y byes de mi roster esta semana"], expect: "rosterStatus" },
  {
    turns: ["Is Jacobs healthy?", "bueno, y el resto de mi equipo? alguien out?"],
    expect: "rosterStatus",
  },
  {
    turns: ["Who is injured or on bye en mi equipo, y quién cubre mi TE?"],
    expect: ["rosterStatus", "byeCover"],
    position: "TE",
  },

  // positionRank
  { turns: ["Ordena mis WR de mejor a peor esta semana"], expect: "positionRank", position: "WR" },
  { turns: ["Rank my running backs para el domingo"], expect: "positionRank", position: "RB" },
  {
    turns: ["Rank my RBs", "ahora los TEs"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["Rank my quarterbacks for week 12"],
    expect: "positionRank",
    position: "QB",
    week: 12,
  },
  {
    turns: ["rank my WRs", "y para la próxima semana?"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  {
    turns: ["Cuál de mis tight ends es mejor esta semana? Ranking please"],
    expect: "positionRank",
    position: "TE",
  },

  // projectedTotal
  { turns: ["Cuántos puntos está proyectado mi equipo esta semana?"], expect: "projectedTotal" },
  { turns: ["What is my projected total y el rango?"], expect: "projectedTotal" },
  {
    turns: ["my projected points?", "y semana 11?"],
    expect: "projectedTotal",
    week: 11,
  },
  { turns: ["Proyección total for next week, por favor"], expect: "projectedTotal", week: "next" },
  {
    turns: ["Who is injured on my team?", "ok con eso, cuántos puntos voy a hacer en total?"],
    expect: "projectedTotal",
  },
  {
    turns: ["How many points I am projected y soy favorito?"],
    expect: ["projectedTotal", "matchup"],
  },

  // leaders
  { turns: ["Quién es el mejor equipo de la liga?"], expect: "leaders" },
  { turns: ["Which team has the most points this season?"], expect: "leaders" },
  { turns: ["Who is number one en la liga ahora?"], expect: "leaders" },
  {
    turns: ["What is my record?", "y quién va primero?"],
    expect: "leaders",
  },
  { turns: ["Cuál es el equipo más fuerte, the one to fear?"], expect: "leaders" },
  {
    turns: ["where I am in the standings?", "y quién es el líder?"],
    expect: "leaders",
  },

  // sleepers
  { turns: ["Oye, any sleepers for next week?"], expect: "sleepers", week: "next" },
  { turns: ["Dame sleepers, jugadores escondidos que nadie tiene"], expect: "sleepers" },
  { turns: ["Deep pickups que pueden explotar?"], expect: "sleepers" },
  {
    turns: ["Set my lineup", "gracias. Now, some sleepers for me?"],
    expect: "sleepers",
  },
  { turns: ["Quién es un sleeper bueno para agarrar?"], expect: "sleepers" },
  {
    turns: ["any buy low guys?", "y sleepers? deep guys"],
    expect: "sleepers",
  },

  // dropStash
  { turns: ["A quién corto de mi equipo?"], expect: "dropStash" },
  {
    turns: ["Should I drop Brian Thomas Jr. o aguanto?"],
    expect: "dropStash",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["is Rashee Rice injured?", "entonces lo corto o lo guardo?"],
    expect: "dropStash",
    players: ["Rashee Rice"],
  },
  { turns: ["Necesito espacio en el roster, who do I release?"], expect: "dropStash" },
  {
    turns: ["Alvin Kamara está lesionado, stash or drop him?"],
    expect: "dropStash",
    players: ["Alvin Kamara"],
  },
  {
    turns: ["who to drop?", "y Jakobi Meyers? lo suelto?"],
    expect: "dropStash",
    players: ["Jakobi Meyers"],
  },

  // byeCover
  {
    turns: ["Josh Allen tiene bye, necesito un QB streamer"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
  },
  {
    turns: ["My TE Trey McBride is on bye, who replaces him?"],
    expect: "byeCover",
    players: ["Trey McBride"],
    position: "TE",
  },
  {
    turns: ["who is on bye in my team?", "ok, necesito un WR para cubrir"],
    expect: "byeCover",
    position: "WR",
  },
  {
    turns: ["Jared Goff on bye next week, a quién pongo?"],
    expect: "byeCover",
    players: ["Jared Goff"],
    week: "next",
  },
  {
    turns: ["Need RB backup porque Derrick Henry has bye in week 12"],
    expect: "byeCover",
    players: ["Derrick Henry"],
    position: "RB",
    week: 12,
  },
  { turns: ["Bye de mi kicker, quién lo reemplaza?"], expect: "byeCover", position: "K" },

  // scenario
  {
    turns: ["Si gano todos los partidos que quedan, entro?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["Y si pierdo esta semana, cómo quedan mis chances?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["What if I go 2-3 the rest? Still playoffs?"],
    expect: "scenario",
    scenario: { wins: 2, games: 5 },
  },
  {
    turns: ["mis odds de playoffs?", "y si gano 3 más?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  {
    turns: ["Si gano 3 de los últimos 4, qué pasa con mis chances?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["what if I lose this week?", "y si gano 2 de 3?"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },

  // tradeIdeas
  { turns: ["Dame ideas de trades, por favor"], expect: "tradeIdeas" },
  {
    turns: ["Qué puedo conseguir por Davante Adams?"],
    expect: "tradeIdeas",
    players: ["Davante Adams"],
  },
  { turns: ["Which teams need a WR? Tengo demasiados"], expect: "tradeIdeas", position: "WR" },
  { turns: ["Algún 2 por 1 que me sirva? Tengo un bench profundo"], expect: "tradeIdeas" },
  {
    turns: ["Who would trade for Courtland Sutton?", "y quién necesita un QB?"],
    expect: "tradeIdeas",
    position: "QB",
  },
  {
    turns: ["trade ideas?", "específicamente con Coach Harper, qué le puedo ofrecer?"],
    expect: "tradeIdeas",
    team: "Fourth & Long Shots",
  },

  // help
  { turns: ["Qué puedes hacer tú?"], expect: "help" },
  { turns: ["Cómo funciona este GM? Explícame"], expect: "help" },
  { turns: ["Hola! What kind of questions I can ask you?"], expect: "help" },
  {
    turns: ["hola", "ayuda, no sé cómo usar esto"],
    expect: "help",
  },
  { turns: ["Ayuda por favor"], expect: "help" },
  { turns: ["What are your features, amigo?"], expect: "help" },

  // None
  {
    turns: ["Start Evans or Higgins?", "gracias. Oye, va a llover mañana en Miami? tengo carne asada"],
    expect: "None",
  },
  { turns: ["Quién gana el clásico, Barça o Madrid?"], expect: "None" },
  { turns: ["Dame una receta de paella fácil"], expect: "None" },
  { turns: ["Cuéntame un chiste, jaja"], expect: "None" },
  {
    turns: ["rank my WRs", "cambiando de tema, how do I ask my jefe for a raise?"],
    expect: "None",
  },
  { turns: ["Mi novia está enojada conmigo, qué hago?"], expect: "None" },
];
