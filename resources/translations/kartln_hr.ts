<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hr" sourcelanguage="en">
  <context>
    <name>Bauernschnapsen</name>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="248" />
      <source>Declare the marriage</source>
      <translation>Prijavi mariaž</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="246" />
      <source>Declare the marriage in {suit} (+{points})?</source>
      <translation>Prijaviti mariaž u boji {suit} (+{points})?</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="56" />
      <source>First trick: {names}</source>
      <translation>Prvi štih: {names}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="117" />
      <source>Highest: {contract} ({name})</source>
      <translation>Najviše: {contract} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="248" />
      <source>Just play the card</source>
      <translation>Samo odigraj kartu</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="136" />
      <source>Nobody announced: you lead the normal game</source>
      <translation>Nitko nije najavio: u normalnoj igri izlaziš ti</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="137" />
      <source>Nobody announced: {name}'s team plays the normal game</source>
      <translation>Nitko nije najavio: ekipa igrača {name} igra normalnu igru</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="281" />
      <source>Turned up: {card}</source>
      <translation>Okrenuta karta: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="119" />
      <source>You announce a {contract}</source>
      <translation>Najavljuješ: {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="109" />
      <source>You knock: everybody gets five cards at once</source>
      <translation>Kucaš: svi dobivaju pet karata odjednom</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="154" />
      <source>You lay your cards open</source>
      <translation>Otvaraš karte</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="133" />
      <source>You play a {contract} alone</source>
      <translation>Igraš {contract} bez partnera</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="145" />
      <source>You say {word}: the deal counts ×{factor}</source>
      <translation>Kažeš {word}: dijeljenje vrijedi ×{factor}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="223" />
      <source>Your team's tricks: {n}</source>
      <translation>Štihovi tvoje ekipe: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="224" />
      <location filename="../../gui/games/bauernschnapsen.py" line="230" />
      <source>Your team: {points} of 66</source>
      <translation>Tvoja ekipa: {points} od 66</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="196" />
      <source>declarer</source>
      <translation>nositelj</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="196" />
      <location filename="../../gui/games/bauernschnapsen.py" line="198" />
      <source>forehand</source>
      <translation>prva ruka</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="131" />
      <location filename="../../gui/games/bauernschnapsen.py" line="189" />
      <source>sits out</source>
      <translation>pauzira</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="206" />
      <source>turn one up</source>
      <translation>okreni jednu</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="165" />
      <source>{contract} ({value}) · {name}</source>
      <translation>{contract} ({value}) · {name}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="159" />
      <source>{names} win the deal</source>
      <translation>{names} dobivaju dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="119" />
      <location filename="../../gui/games/bauernschnapsen.py" line="274" />
      <source>{name} announces a {contract}</source>
      <translation>{name} najavljuje: {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="277" />
      <source>{name} knocks</source>
      <translation>{name} kuca</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="110" />
      <source>{name} knocks: everybody gets five cards at once</source>
      <translation>{name} kuca: svi dobivaju pet karata odjednom</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="154" />
      <source>{name} lays the cards open</source>
      <translation>{name} otvara karte</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="133" />
      <source>{name} plays a {contract} alone</source>
      <translation>{name} igra {contract} bez partnera</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="279" />
      <source>{name} says {word}</source>
      <translation>{name} kaže {word}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="146" />
      <source>{name} says {word}: the deal counts ×{factor}</source>
      <translation>{name} kaže {word}: dijeljenje vrijedi ×{factor}</translation>
    </message>
  </context>
  <context>
    <name>BauernschnapsenPanels</name>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="82" />
      <source>A pass is final: you cannot announce later in this deal.</source>
      <translation>Dalje je konačno: u ovom dijeljenju više ne možeš najaviti.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="69" />
      <source>Auction: nobody has announced yet</source>
      <translation>Licitacija: još nitko nije najavio</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="71" />
      <source>Auction: {name} announced a {contract}</source>
      <translation>Licitacija: najavljeno {contract} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="35" />
      <source>Cut</source>
      <translation>Digni</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="34" />
      <source>Cut the deck or knock?</source>
      <translation>Dići karte ili kucati?</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="80" />
      <source>If all four pass, forehand's team plays the normal game (1–3 points).</source>
      <translation>Ako sva četiri igrača kažu dalje, ekipa prve ruke igra normalnu igru (1–3 boda).</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="37" />
      <source>Knock</source>
      <translation>Kucam</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="39" />
      <source>Knocking: everybody gets all five cards at once, and forehand names trumps after seeing all five.</source>
      <translation>Kucanje: svi dobivaju svih pet karata odjednom, a prva ruka bira adut nakon što vidi svih pet.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="45" />
      <source>Name the trump suit</source>
      <translation>Odredi adutsku boju</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="50" />
      <source>Or turn up one of your two face-down cards (the deal picks which):</source>
      <translation>Ili okreni jednu od svojih dviju karata licem dolje (dijeljenje bira koju):</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="53" />
      <source>Or turn up one of your two face-down cards; its suit becomes trumps and it stays face up in your hand:</source>
      <translation>Ili okreni jednu od svojih dviju karata licem dolje; njezina boja postaje adut, a ona ostaje otvorena u tvojoj ruci:</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="78" />
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="109" />
      <source>Pass</source>
      <translation>Dalje</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="108" />
      <source>Say {word}</source>
      <translation>Reci {word}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="51" />
      <source>Turn up a card</source>
      <translation>Okreni kartu</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="58" />
      <source>You may name only a suit of which you hold a card.</source>
      <translation>Smiješ odrediti samo boju koju imaš u ruci.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="95" />
      <source>now ×{m}</source>
      <translation>sada ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="90" />
      <source>{contract} by {name}</source>
      <translation>{contract}: {name}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="63" />
      <source>{contract} · {value}</source>
      <translation>{contract} · {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="94" />
      <source>{word} by {name}</source>
      <translation>{word}: {name}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="102" />
      <source>{word}? (×{factor})</source>
      <translation>{word}? (×{factor})</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="55" />
      <source>🂠 First card</source>
      <translation>🂠 Prva karta</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="55" />
      <source>🂠 Second card</source>
      <translation>🂠 Druga karta</translation>
    </message>
  </context>
  <context>
    <name>BauernschnapsenSheet</name>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="71" />
      <source>Bummerl sheet (game to 24)</source>
      <translation>Lista Bummerla (igra do 24)</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="56" />
      <source>Contract</source>
      <translation>Ugovor</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="55" />
      <source>Deal</source>
      <translation>Dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="153" />
      <source>Deal {n}</source>
      <translation>Dijeljenje {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="122" />
      <source>Deal {n}: {contract} · {names} score {points}</source>
      <translation>Dijeljenje {n}: {contract} · {names} dobivaju {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="164" />
      <source>Highest: {contract}</source>
      <translation>Najviše: {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="125" />
      <source>How</source>
      <translation>Kako</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="104" />
      <source>Lost the deal</source>
      <translation>Izgubljeno dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="58" />
      <source>Notes</source>
      <translation>Bilješke</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="137" />
      <source>Place</source>
      <translation>Mjesto</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="97" />
      <source>Points toward 66: {n}</source>
      <translation>Bodovi prema 66: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="124" />
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="137" />
      <source>Score</source>
      <translation>Rezultat</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="124" />
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="137" />
      <source>Team</source>
      <translation>Ekipa</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="178" />
      <source>The first trick of each team:</source>
      <translation>Prvi štih svake ekipe:</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="124" />
      <source>This deal</source>
      <translation>Ovo dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="70" />
      <source>Total</source>
      <translation>Ukupno</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="271" />
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="169" />
      <source>Trick {n} of 5</source>
      <translation>Štih {n} od 5</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="167" />
      <source>Turned up: {card}</source>
      <translation>Okrenuta karta: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="147" />
      <source>Your team wins the game {score}!</source>
      <translation>Tvoja ekipa dobiva igru {score}!</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="90" />
      <source>doubled</source>
      <translation>udvostručeno</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="125" />
      <source>the contract and who won it, the Kontra factor, the points toward 66</source>
      <translation>ugovor i tko ga je dobio, faktor Kontre, bodovi prema 66</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="56" />
      <source>the contract, its declarer and the Kontra factor</source>
      <translation>ugovor, njegov nositelj i faktor Kontre</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="57" />
      <source>total after the deal, and the game points it scored</source>
      <translation>ukupno nakon dijeljenja i osvojeni bodovi igre</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="37" />
      <source>{contract} ({name})</source>
      <translation>{contract} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="47" />
      <source>{names} win the game</source>
      <translation>{names} dobivaju igru</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="148" />
      <source>{names} win the game {score}</source>
      <translation>{names} dobivaju igru {score}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="175" />
      <source>{names}: {cards}</source>
      <translation>{names}: {cards}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="49" />
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="81" />
      <source>{names}: {word} ({n})</source>
      <translation>{names}: {word} ({n})</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="162" />
      <source>{name} alone</source>
      <translation>{name}, bez partnera</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="108" />
      <source>{reason}: {points}</source>
      <translation>{reason}: {points}</translation>
    </message>
  </context>
  <context>
    <name>Curtain</name>
    <message>
      <location filename="../../gui/panels/curtain.py" line="52" />
      <source>I am {name}: show my cards</source>
      <translation>Ja sam {name}: pokaži moje karte</translation>
    </message>
    <message>
      <location filename="../../gui/panels/curtain.py" line="49" />
      <source>Pass to {name}</source>
      <translation>Predaj igraču {name}</translation>
    </message>
    <message>
      <location filename="../../gui/panels/curtain.py" line="50" />
      <source>The cards are hidden. Hand the computer to {name}; only {name} should look now.</source>
      <translation>Karte su skrivene. Predaj računalo igraču {name}; sada smije gledati samo {name}.</translation>
    </message>
  </context>
  <context>
    <name>DealGuide</name>
    <message>
      <location filename="../../gui/deal_guide.py" line="167" />
      <source>End the guide</source>
      <translation>Završi vodič</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="225" />
      <source>From the rules: {title}</source>
      <translation>Iz pravila: {title}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="200" />
      <source>How a deal goes</source>
      <translation>Kako teče dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="166" />
      <source>No thanks</source>
      <translation>Ne, hvala</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="189" />
      <source>Show how a deal goes? At each of your turns the guide says what a computer player would do and why, with the words of the rules. You choose your moves.</source>
      <translation>Pokazati kako teče dijeljenje? Kad si na potezu, vodič kaže što bi računalni igrač učinio i zašto, riječima pravila. Poteze biraš ti.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="164" />
      <source>Show me</source>
      <translation>Pokaži mi</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="244" />
      <source>The others play; the guide speaks again at your next turn.</source>
      <translation>Ostali igraju; vodič se opet javlja kad budeš na potezu.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="201" />
      <source>Wait for your turn: the guide then explains it.</source>
      <translation>Čekaj svoj potez: vodič će ga tada objasniti.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="227" />
      <source>Working out a hint…</source>
      <translation>Tražim savjet…</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="188" />
      <source>Your first game of {game}</source>
      <translation>Tvoja prva igra: {game}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="223" />
      <source>Your turn. The hint below is the computer player's choice; follow it or choose otherwise.</source>
      <translation>Na potezu si. Savjet ispod je izbor računalnog igrača; slijedi ga ili izaberi drukčije.</translation>
    </message>
  </context>
  <context>
    <name>DealLog</name>
    <message>
      <location filename="../../gui/deal_log.py" line="104" />
      <source>Nothing has happened in this deal yet.</source>
      <translation>U ovom se dijeljenju još ništa nije dogodilo.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_log.py" line="88" />
      <source>This deal</source>
      <translation>Ovo dijeljenje</translation>
    </message>
  </context>
  <context>
    <name>DealReview</name>
    <message>
      <location filename="../../gui/deal_review.py" line="196" />
      <source>(dealer)</source>
      <translation>(djelitelj)</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="107" />
      <source>Arrow keys: trick by trick · Page Up, Page Down: deal by deal</source>
      <translation>Strelice: štih po štih · Page Up, Page Down: dijeljenje po dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="80" />
      <source>Deal review</source>
      <translation>Pregled dijeljenja</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="178" />
      <source>Deal {n} · trick {k} of {total}</source>
      <translation>Dijeljenje {n} · štih {k} od {total}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="176" />
      <source>Deal {n}: no trick was played</source>
      <translation>Dijeljenje {n}: nije odigran nijedan štih</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="103" />
      <source>Next deal</source>
      <translation>Sljedeće dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="102" />
      <source>Next trick</source>
      <translation>Sljedeći štih</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="204" />
      <source>Not in this deal</source>
      <translation>Nije u ovom dijeljenju</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="100" />
      <source>Previous deal</source>
      <translation>Prethodno dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="101" />
      <source>Previous trick</source>
      <translation>Prethodni štih</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="277" />
      <source>The deal was not scored.</source>
      <translation>Dijeljenje nije bodovano.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="279" />
      <source>This deal: {changes}</source>
      <translation>Ovo dijeljenje: {changes}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="259" />
      <source>Trump: {suit}</source>
      <translation>Adut: {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="236" />
      <source>{name} takes the trick</source>
      <translation>{name} uzima štih</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/deal_review.py" line="234" />
      <source>{name} takes the trick: %n point(s)</source>
      <translation>
        <numerusform>{name} uzima štih (%n bod)</numerusform>
        <numerusform>{name} uzima štih (%n boda)</numerusform>
        <numerusform>{name} uzima štih (%n bodova)</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} takes the trick: {points} points</source>
      <translation type="vanished">{name} uzima štih (bodovi: {points})</translation>
    </message>
  </context>
  <context>
    <name>GameScreen</name>
    <message>
      <location filename="../../gui/game_screen.py" line="329" />
      <source>Click the table (or press Space) to collect the trick</source>
      <translation>Klikni na stol (ili pritisni razmaknicu) da pokupiš štih</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="655" />
      <source>Hint</source>
      <translation>Savjet</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="689" />
      <source>No hint this time: {error}</source>
      <translation>Ovaj put nema savjeta: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="743" />
      <source>The guided deal is over; the Hint button (H) helps whenever you like.</source>
      <translation>Vođeno dijeljenje je gotovo; gumb Savjet (H) pomaže kad god želiš.</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="388" />
      <source>The host decides whether the table plays again.</source>
      <translation>Domaćin odlučuje hoće li se igrati revanš.</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="656" />
      <source>What would a computer player do here, and why? (H)</source>
      <translation>Što bi ovdje učinio računalni igrač i zašto? (H)</translation>
    </message>
  </context>
  <context>
    <name>Hint</name>
    <message>
      <location filename="../../gui/hint.py" line="59" />
      <source>Bid</source>
      <translation>Licitiraj</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="60" />
      <source>Bid {what}</source>
      <translation>Licitiraj {what}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="46" />
      <source>Discard {card}</source>
      <translation>Odbaci {card}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="57" />
      <source>Exchange {cards}</source>
      <translation>Zamijeni {cards}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="44" />
      <source>Give {card} to {name}</source>
      <translation>Daj {card} igraču {name}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="74" />
      <source>Hint: {move}</source>
      <translation>Savjet: {move}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="74" />
      <source>Hint: {move} {reason}</source>
      <translation>Savjet: {move} {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="76" />
      <source>Hint: {move}.</source>
      <translation>Savjet: {move}.</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="77" />
      <source>Hint: {move}. {reason}</source>
      <translation>Savjet: {move}. {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="56" />
      <source>Keep your cards</source>
      <translation>Zadrži svoje karte</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="53" />
      <source>Name {suit} trumps</source>
      <translation>Odredi adut: {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="52" />
      <source>Play without trumps</source>
      <translation>Igraj bez aduta</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="42" />
      <source>Play {card}</source>
      <translation>Odigraj {card}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="41" />
      <source>Play {card} and declare the marriage</source>
      <translation>Odigraj {card} i prijavi mariaž</translation>
    </message>
  </context>
  <context>
    <name>HostLobby</name>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="111" />
      <source>Close the table</source>
      <translation>Zatvori stol</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="109" />
      <source>Computer players play the empty seats until players take them</source>
      <translation>Računalni igrači igraju na praznim mjestima dok ih ne zauzmu igrači</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="124" />
      <source>Seat {n}</source>
      <translation>Mjesto {n}</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="98" />
      <source>Seats</source>
      <translation>Mjesta</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="104" />
      <source>Start</source>
      <translation>Počni</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="107" />
      <source>Start anyway</source>
      <translation>Ipak počni</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="79" />
      <source>Table code</source>
      <translation>Kôd stola</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="66" />
      <source>Tell the other players this table code. In Kartln they choose “Join a table”: the table shows up there by itself, or they type one of the addresses below.</source>
      <translation>Reci ostalim igračima ovaj kôd stola. U Kartlnu biraju „Pridruži se stolu”: stol se ondje pojavi sam od sebe ili upišu jednu od adresa ispod.</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="91" />
      <source>The table listens on this computer's local-network connections only, never on the internet. A firewall must let in TCP port {tcp} and UDP port {udp} from the local network.</source>
      <translation>Stol sluša samo na vezama ovog računala s lokalnom mrežom, nikad na internetu. Vatrozid mora propuštati TCP port {tcp} i UDP port {udp} iz lokalne mreže.</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="82" />
      <source>This computer is on no local network.</source>
      <translation>Ovo računalo nije ni u jednoj lokalnoj mreži.</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="61" />
      <source>Your table on this network</source>
      <translation>Tvoj stol na ovoj mreži</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="47" />
      <source>at this computer</source>
      <translation>za ovim računalom</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="49" />
      <source>computer player</source>
      <translation>računalni igrač</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="51" />
      <source>has joined</source>
      <translation>za stolom</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="52" />
      <source>waiting for a player…</source>
      <translation>čeka se igrač…</translation>
    </message>
  </context>
  <context>
    <name>JoinDialog</name>
    <message numerus="yes">
      <location filename="../../gui/net/join_dialog.py" line="80" />
      <source>%n free seat(s)</source>
      <translation>
        <numerusform>%n slobodno mjesto</numerusform>
        <numerusform>%n slobodna mjesta</numerusform>
        <numerusform>%n slobodnih mjesta</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/net/join_dialog.py" line="171" />
      <source>%n table(s) found</source>
      <translation>
        <numerusform>Pronađen %n stol</numerusform>
        <numerusform>Pronađena %n stola</numerusform>
        <numerusform>Pronađeno %n stolova</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="84" />
      <source>(another version of Kartln: {version})</source>
      <translation>(druga verzija Kartln-a: {version})</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="187" />
      <source>Choose a table or type the host's address.</source>
      <translation>Izaberi stol ili upiši adresu domaćina.</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="200" />
      <source>Connecting to {address}…</source>
      <translation>Spajanje na {address}…</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="125" />
      <source>Host's address:</source>
      <translation>Adresa domaćina:</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="134" />
      <source>Join</source>
      <translation>Pridruži se</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="99" />
      <source>Join a table</source>
      <translation>Pridruži se stolu</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="158" />
      <source>Looking for tables on this network…</source>
      <translation>Traže se stolovi na ovoj mreži…</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="112" />
      <source>Search again</source>
      <translation>Traži ponovno</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="126" />
      <source>Table code:</source>
      <translation>Kôd stola:</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="144" />
      <source>Tables cannot be searched for here; type the host's address.</source>
      <translation>Ovdje se stolovi ne mogu tražiti; upiši adresu domaćina.</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="104" />
      <source>Tables on this network:</source>
      <translation>Stolovi na ovoj mreži:</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="217" />
      <source>The host has welcomed you: taking your seat…</source>
      <translation>Domaćin te prima: sjedaš za stol…</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="188" />
      <source>Type the table code the host's screen shows.</source>
      <translation>Upiši kôd stola s domaćinova zaslona.</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="189" />
      <source>Type your name.</source>
      <translation>Upiši svoje ime.</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="127" />
      <source>Your name:</source>
      <translation>Tvoje ime:</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="119" />
      <source>for example 192.168.1.20 or 192.168.1.20:47310</source>
      <translation>na primjer 192.168.1.20 ili 192.168.1.20:47310</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="80" />
      <source>no free seat</source>
      <translation>nema slobodnog mjesta</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="121" />
      <source>the code the host's screen shows</source>
      <translation>kôd s domaćinova zaslona</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="81" />
      <source>{game} at {host}'s table, {free} — {address}</source>
      <translation>{game} (stol: {host}), {free} — {address}</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../../gui/main_window.py" line="634" />
      <source> and </source>
      <translation> i </translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="169" />
      <source>&amp;About Kartln</source>
      <translation>&amp;O Kartlnu</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="135" />
      <location filename="../../gui/self_test.py" line="97" />
      <source>&amp;Game</source>
      <translation>&amp;Igra</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="166" />
      <source>&amp;Help</source>
      <translation>Po&amp;moć</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="150" />
      <source>&amp;Hint</source>
      <translation>&amp;Savjet</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="137" />
      <source>&amp;Host a table on this network…</source>
      <translation>Otvori stol na ovoj &amp;mreži…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="139" />
      <source>&amp;Join a table…</source>
      <translation>&amp;Pridruži se stolu…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="146" />
      <source>&amp;Last trick</source>
      <translation>&amp;Zadnji štih</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="152" />
      <source>&amp;Main menu</source>
      <translation>&amp;Glavni izbornik</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="136" />
      <source>&amp;New game…</source>
      <translation>&amp;Nova igra…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="138" />
      <source>&amp;Open…</source>
      <translation>&amp;Otvori…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="163" />
      <source>&amp;Options</source>
      <translation>&amp;Opcije</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="153" />
      <source>&amp;Quit</source>
      <translation>&amp;Izlaz</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="167" />
      <source>&amp;Rules</source>
      <translation>P&amp;ravila</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="164" />
      <source>&amp;Settings…</source>
      <translation>&amp;Postavke…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="149" />
      <source>&amp;This deal</source>
      <translation>O&amp;vo dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="142" />
      <source>&amp;Undo</source>
      <translation>Poni&amp;šti</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="596" />
      <source>A seat's view (*{suffix})</source>
      <translation>Pogled s mjesta (*{suffix})</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="835" />
      <source>About Kartln</source>
      <translation>O Kartlnu</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="202" />
      <source>At a table over the network, moves cannot be taken back.</source>
      <translation>Za stolom na mreži potezi se ne mogu poništiti.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="483" />
      <source>Close the table</source>
      <translation>Zatvori stol</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="484" />
      <source>Close the table? The other players will be told.</source>
      <translation>Zatvoriti stol? Ostali igrači bit će obaviješteni.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="147" />
      <source>Deal &amp;review</source>
      <translation>Pregled &amp;dijeljenja</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="782" />
      <source>Deal review</source>
      <translation>Pregled dijeljenja</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="768" />
      <source>Deal {n} (over), {seen}</source>
      <translation>Dijeljenje {n} (gotovo), {seen}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="771" />
      <source>Deal {n}, {seen}</source>
      <translation>Dijeljenje {n}, {seen}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="57" />
      <location filename="../../gui/main_window.py" line="244" />
      <location filename="../../gui/main_window.py" line="694" />
      <source>Kartln</source>
      <translation>Kartln</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="639" />
      <location filename="../../gui/main_window.py" line="659" />
      <source>Kartln matches (*{suffix})</source>
      <translation>Kartln partije (*{suffix})</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="835" />
      <source>Kartln: Central and Eastern European trick-taking card games.
Playable: {games}.
Free software under the GNU General Public License, version 3 or later.</source>
      <translation>Kartln: kartaške igre sa štihovima iz srednje i istočne Europe.
Igre: {games}.
Slobodni softver pod licencom GNU General Public License, verzija 3 ili novija.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="889" />
      <source>Language: {language}</source>
      <translation>Jezik: {language}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="558" />
      <source>Leave the table</source>
      <translation>Napusti stol</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="558" />
      <source>Leave the table? A computer player takes over your seat at the host's table.</source>
      <translation>Napustiti stol? Tvoje mjesto za domaćinovim stolom preuzima računalni igrač.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="575" />
      <source>Main menu</source>
      <translation>Glavni izbornik</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="148" />
      <source>Match hi&amp;story</source>
      <translation>Povijest pa&amp;rtije</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="234" />
      <source>Move taken back</source>
      <translation>Potez je poništen</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="208" />
      <source>Moves are not taken back at a table on the network.</source>
      <translation>Za stolom na mreži potezi se ne poništavaju.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="394" />
      <source>New game</source>
      <translation>Nova igra</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="808" />
      <source>No deal has been finished yet.</source>
      <translation>Još nijedno dijeljenje nije završeno.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="204" />
      <source>No match is being played.</source>
      <translation>Ne igra se nijedna partija.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="214" />
      <source>Nothing to take back in this deal yet.</source>
      <translation>U ovom dijeljenju još nema što poništiti.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="638" />
      <source>Open a saved match</source>
      <translation>Otvori spremljenu partiju</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="141" />
      <source>Save &amp;as…</source>
      <translation>Spremi &amp;kao…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="574" />
      <source>Save my seat's view…</source>
      <translation>Spremi pogled s mog mjesta…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="658" />
      <source>Save the match</source>
      <translation>Spremi partiju</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="140" />
      <source>Save the match from my &amp;seat's view…</source>
      <translation>Spremi partiju viđenu s mog mj&amp;esta…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="594" />
      <source>Save the match from my seat's view</source>
      <translation>Spremi partiju viđenu s mog mjesta</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="613" />
      <location filename="../../gui/main_window.py" line="673" />
      <source>Saved as {name}</source>
      <translation>Spremljeno kao {name}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="145" />
      <source>Score &amp;sheet</source>
      <translation>&amp;Bodovna lista</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="254" />
      <source>Some settings were not valid and were reset: {keys}.</source>
      <translation>Neke postavke nisu bile valjane i vraćene su na zadano: {keys}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="394" />
      <source>Start a new game? The running match will be replaced.</source>
      <translation>Započeti novu igru? Tekuća partija bit će zamijenjena.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="151" />
      <source>Stat&amp;istics…</source>
      <translation>S&amp;tatistika…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="342" />
      <location filename="../../gui/main_window.py" line="619" />
      <source>The autosaved match could not be read: {error}.</source>
      <translation>Automatski spremljena partija ne može se pročitati: {error}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="339" />
      <source>The autosaved match was damaged; Continue uses the previous copy (the last move may be missing).</source>
      <translation>Automatski spremljena partija je oštećena; Nastavi koristi prethodnu kopiju (zadnji potez možda nedostaje).</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="624" />
      <source>The autosaved match was damaged; the previous copy is used (the last move may be missing).</source>
      <translation>Automatski spremljena partija je oštećena; koristi se prethodna kopija (zadnji potez možda nedostaje).</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="632" />
      <source>The damaged file was kept as {name}.</source>
      <translation>Oštećena datoteka sačuvana je kao {name}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="633" />
      <source>The damaged files were kept as {names}.</source>
      <translation>Oštećene datoteke sačuvane su kao {names}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="183" />
      <source>The host allows no hints at this table.</source>
      <translation>Domaćin za ovim stolom ne dopušta savjete.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="180" />
      <source>The host keeps this match; save your seat's view instead.</source>
      <translation>Domaćin čuva ovu partiju; umjesto toga spremi pogled sa svog mjesta.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="48" />
      <source>The last trick of deal {n}</source>
      <translation>Zadnji štih dijeljenja {n}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="371" />
      <source>The match cannot be saved: {error}</source>
      <translation>Partija se ne može spremiti: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="671" />
      <source>The match could not be saved: {error}</source>
      <translation>Partiju nije bilo moguće spremiti: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="206" />
      <source>The match is over: there is nothing to take back.</source>
      <translation>Partija je gotova: nema se što poništiti.</translation>
    </message>
    <message>
      <source>The new language applies fully after a restart.</source>
      <translation type="vanished">Novi jezik potpuno vrijedi tek nakon ponovnog pokretanja.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="611" />
      <source>The seat's view could not be saved: {error}</source>
      <translation>Pogled s mjesta nije bilo moguće spremiti: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="896" />
      <source>The settings could not be saved: {error}</source>
      <translation>Postavke nije bilo moguće spremiti: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="251" />
      <source>The settings file could not be read ({problem}); {outcome}.</source>
      <translation>Datoteka postavki ne može se pročitati ({problem}); {outcome}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="271" />
      <source>The statistics cannot be kept: {error}</source>
      <translation>Statistika se ne može voditi: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="297" />
      <source>The statistics cannot be read: {error}</source>
      <translation>Statistika se ne može pročitati: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="331" />
      <source>The statistics cannot be written: {error}</source>
      <translation>Statistika se ne može zapisati: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="274" />
      <source>The statistics could not be read ({problem}); they start anew.</source>
      <translation>Statistika se ne može pročitati ({problem}); počinje ispočetka.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="277" />
      <source>The statistics were written by a newer version of Kartln; this version leaves them as they are.</source>
      <translation>Statistiku je zapisala novija verzija Kartln-a; ova je verzija ostavlja nepromijenjenom.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="461" />
      <source>The table could not be opened on the network: {error}</source>
      <translation>Stol nije bilo moguće otvoriti na mreži: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="571" />
      <source>The table is closed</source>
      <translation>Stol je zatvoren</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="573" />
      <source>You can save the match as your seat saw it, or go back to the main menu.</source>
      <translation>Možeš spremiti partiju kako je viđena s tvog mjesta ili se vratiti u glavni izbornik.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="765" />
      <source>as everybody sees it</source>
      <translation>kako ga svi vide</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="765" />
      <source>as {name} sees it</source>
      <translation>kako ga vidi {name}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="250" />
      <source>the defaults are used</source>
      <translation>koriste se zadane vrijednosti</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="250" />
      <source>the previous copy was restored</source>
      <translation>vraćena je prethodna kopija</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="350" />
      <source>{game}, deal {deal}: {names}</source>
      <translation>{game}, dijeljenje {deal}: {names}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="646" />
      <source>{name} could not be opened: {error}.</source>
      <translation>{name} nije moguće otvoriti: {error}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="47" />
      <source>{name} took the trick</source>
      <translation>Štih uzima {name}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/main_window.py" line="46" />
      <source>{name} took the trick: %n point(s)</source>
      <translation>
        <numerusform>Štih uzima {name} (%n bod)</numerusform>
        <numerusform>Štih uzima {name} (%n boda)</numerusform>
        <numerusform>Štih uzima {name} (%n bodova)</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} took the trick: {points} points</source>
      <translation type="vanished">Štih uzima {name} (bodovi: {points})</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="324" />
      <source>{name}: {record}</source>
      <translation>{name}: {record}</translation>
    </message>
  </context>
  <context>
    <name>MatchHistory</name>
    <message>
      <location filename="../../gui/history_dialog.py" line="58" />
      <source>Deal</source>
      <translation>Dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="118" />
      <source>Deal {n}: no summary of this deal</source>
      <translation>Dijeljenje {n}: nema sažetka ovog dijeljenja</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="58" />
      <source>Dealer</source>
      <translation>Djelitelj</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="52" />
      <source>Match history</source>
      <translation>Povijest partije</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="79" />
      <source>No deal has been finished yet.</source>
      <translation>Još nijedno dijeljenje nije završeno.</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="38" />
      <source>No trick played</source>
      <translation>Nije odigran nijedan štih</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="58" />
      <source>Played</source>
      <translation>Odigrano</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="87" />
      <source>Review this deal</source>
      <translation>Pregledaj ovo dijeljenje</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <location filename="../../gui/level_strength.py" line="47" />
      <source> (lower is better)</source>
      <translation> (manje je bolje)</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="266" />
      <source> s</source>
      <translation> s</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/new_game_dialog.py" line="309" />
      <source>%n player(s)</source>
      <translation>
        <numerusform>%n igrač</numerusform>
        <numerusform>%n igrača</numerusform>
        <numerusform>%n igrača</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="50" />
      <source>, {rate} % of deals won (a fair share is {fair} %)</source>
      <translation>, dobiveno {rate} % dijeljenja (pošten udio je {fair} %)</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="52" />
      <source>; {deals} deals</source>
      <translation>; {deals} dijeljenja</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="82" />
      <source>A fair share of the deals won is {fair} %.</source>
      <translation>Pošten udio dobivenih dijeljenja je {fair} %.</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="271" />
      <source>Allow hints</source>
      <translation>Dopusti savjete</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="428" />
      <source>Changed: {options}</source>
      <translation>Promijenjeno: {options}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="298" />
      <source>Choose “Remote player” for at least one seat: a table is hosted for players at other computers.</source>
      <translation>Izaberi „Udaljeni igrač” za barem jedno mjesto: stol se otvara za igrače za drugim računalima.</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="102" />
      <source>Computer</source>
      <translation>Računalo</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="81" />
      <source>Deals won: by the level's side, partners together.</source>
      <translation>Dobivena dijeljenja: strana te razine, partneri zajedno.</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Easy</source>
      <translation>Lako</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="19" />
      <source>Expert</source>
      <translation>Stručnjak</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="181" />
      <source>Game</source>
      <translation>Igra</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Hard</source>
      <translation>Teško</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="172" />
      <source>Host a table on this network</source>
      <translation>Otvori stol na ovoj mreži</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="267" />
      <source>How long the table waits for a dropped player before the computer player takes over</source>
      <translation>Koliko stol čeka odspojenog igrača prije nego što preuzme računalni igrač</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="64" />
      <source>How the levels measured ({n} players: {who}, on the same deals in every seat):</source>
      <translation>Kako su razine izmjerene ({n} igrača: {who}, na istim dijeljenjima na svakom mjestu):</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="101" />
      <source>Human</source>
      <translation>Čovjek</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="203" />
      <source>Level</source>
      <translation>Razina</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="86" />
      <source>Measured with {n} players, not with {chosen}.</source>
      <translation>Izmjereno s {n} igrača, ne s {chosen}.</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="203" />
      <source>Name</source>
      <translation>Ime</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="172" />
      <source>New game</source>
      <translation>Nova igra</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Normal</source>
      <translation>Normalno</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="217" />
      <source>Open the table</source>
      <translation>Otvori stol</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="188" />
      <source>Options…</source>
      <translation>Opcije…</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="199" />
      <source>Partner of seat 1</source>
      <translation>Partner mjesta 1</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="203" />
      <source>Player</source>
      <translation>Igrač</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="230" />
      <location filename="../../gui/new_game_dialog.py" line="367" />
      <location filename="../../gui/new_game_dialog.py" line="389" />
      <source>Player {n}</source>
      <translation>Igrač {n}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="184" />
      <source>Players</source>
      <translation>Igrači</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="297" />
      <source>Players at other computers join with the table code shown next.</source>
      <translation>Igrači za drugim računalima pridružuju se kôdom stola koji se zatim prikaže.</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Random</source>
      <translation>Nasumično</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="104" />
      <source>Remote player</source>
      <translation>Udaljeni igrač</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="91" />
      <source>Remote player {n}</source>
      <translation>Udaljeni igrač {n}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="192" />
      <source>Rules</source>
      <translation>Pravila</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="80" />
      <source>Score a deal: the level's mean score change in a deal; theirs: the level below's.</source>
      <translation>Rezultat po dijeljenju: prosječna promjena rezultata razine u jednom dijeljenju; njihov: razine ispod.</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="84" />
      <source>Scores count down: lower is better.</source>
      <translation>Rezultat ide prema dolje: manje je bolje.</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="203" />
      <source>Seat</source>
      <translation>Mjesto</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="96" />
      <location filename="../../gui/new_game_dialog.py" line="365" />
      <source>Seat {n}</source>
      <translation>Mjesto {n}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="369" />
      <source>Seat {n} · with {names}</source>
      <translation>Mjesto {n} · s {names}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="201" />
      <source>Seats (clockwise; seat 1 sits at the bottom)</source>
      <translation>Mjesta (u smjeru kazaljke na satu; mjesto 1 je dolje)</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="260" />
      <source>Stand-in for a dropped player</source>
      <translation>Zamjena za odspojenog igrača</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="217" />
      <source>Start</source>
      <translation>Počni</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="258" />
      <source>The computer player that plays for a player whose connection drops, until he comes back</source>
      <translation>Računalni igrač koji igra umjesto igrača kojemu se prekine veza, dok se ne vrati</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="254" />
      <source>This table</source>
      <translation>Ovaj stol</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="269" />
      <source>Wait for a dropped player</source>
      <translation>Čekanje odspojenog igrača</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="160" />
      <source>You</source>
      <translation>Ti</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="69" />
      <source>deals</source>
      <translation>dijeljenja</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="69" />
      <source>deals won</source>
      <translation>dobivena dijeljenja</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="63" />
      <source>one of a level against the others at the level below</source>
      <translation>jedan igrač razine protiv ostalih s razine ispod</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="62" />
      <source>partners of a level against partners of the level below</source>
      <translation>partneri razine protiv partnera s razine ispod</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="68" />
      <source>score a deal</source>
      <translation>rezultat po dijeljenju</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="68" />
      <source>theirs</source>
      <translation>njihov</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="321" />
      <source>{game} has no computer player yet: computer seats play legal cards at random.</source>
      <translation>{game} još nema računalnog igrača: računalna mjesta igraju nasumične dopuštene karte.</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="75" />
      <source>{level} against {below}</source>
      <translation>{level} protiv {below}</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="43" />
      <source>{level} against {below}: {mine} a deal to their {theirs}</source>
      <translation>{level} protiv {below}: {mine} po dijeljenju prema njihovih {theirs}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="390" />
      <source>{name} (seat {n})</source>
      <translation>{name} (mjesto {n})</translation>
    </message>
    <message>
      <source>{n} players</source>
      <translation type="vanished">{n} igrača</translation>
    </message>
  </context>
  <context>
    <name>OptionsDialog</name>
    <message>
      <location filename="../../gui/options_dialog.py" line="126" />
      <source>Rules options</source>
      <translation>Opcije pravila</translation>
    </message>
    <message>
      <location filename="../../gui/options_dialog.py" line="69" />
      <source>Rules options: {game}</source>
      <translation>Opcije pravila: {game}</translation>
    </message>
  </context>
  <context>
    <name>Panels</name>
    <message>
      <location filename="../../gui/panels/choices.py" line="112" />
      <source>Bid {value}</source>
      <translation>Licitiraj {value}</translation>
    </message>
    <message>
      <location filename="../../gui/panels/choices.py" line="113" />
      <source>You may bid from {low} to {top}.</source>
      <translation>Možeš licitirati od {low} do {top}.</translation>
    </message>
    <message>
      <location filename="../../gui/panels/choices.py" line="55" />
      <source>You may choose from {low} to {top}.</source>
      <translation>Možeš birati od {low} do {top}.</translation>
    </message>
  </context>
  <context>
    <name>RulesDialog</name>
    <message>
      <location filename="../../gui/rules_dialog.py" line="56" />
      <source>*The rules of this game are not yet written in your language: here they are in English.*</source>
      <translation>*Pravila ove igre još nisu napisana na hrvatskom: evo ih na engleskom.*</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="65" />
      <source>House rules in this match</source>
      <translation>Kućna pravila u ovoj partiji</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="79" />
      <source>In this match</source>
      <translation>U ovoj partiji</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="88" />
      <source>Rules: {game}</source>
      <translation>Pravila: {game}</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="48" />
      <source>The rules of this game are not available.</source>
      <translation>Pravila ove igre nisu dostupna.</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="71" />
      <source>off</source>
      <translation>isključeno</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="71" />
      <source>on</source>
      <translation>uključeno</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="65" />
      <source>★ unlike the standard rules</source>
      <translation>★ drukčije od standardnih pravila</translation>
    </message>
  </context>
  <context>
    <name>ScoreSheet</name>
    <message numerus="yes">
      <location filename="../../gui/games/sheets.py" line="133" />
      <source>%n trick(s) × {change}</source>
      <translation>
        <numerusform>%n štih × {change}</numerusform>
        <numerusform>%n štiha × {change}</numerusform>
        <numerusform>%n štihova × {change}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="157" />
      <source>Bounced back from below 0: {total} → {score}</source>
      <translation>Ispod 0, pa odbijeno natrag: {total} → {score}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="54" />
      <source>Counts</source>
      <translation>Vrijedi</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="51" />
      <source>Deal</source>
      <translation>Dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="185" />
      <source>Deal {n} is over</source>
      <translation>Dijeljenje {n} je gotovo</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="51" />
      <source>Dealer</source>
      <translation>Djelitelj</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="195" />
      <source>How</source>
      <translation>Kako</translation>
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="56" />
      <source>Last trick</source>
      <translation>Zadnji štih</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="159" />
      <source>Never below 0: {total} → 0</source>
      <translation>Nikad ispod 0: {total} → 0</translation>
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="30" />
      <source>No deal has been scored yet.</source>
      <translation>Još nijedno dijeljenje nije bodovano.</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="146" />
      <source>No trick</source>
      <translation>Nema štiha</translation>
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="59" />
      <source>No trick has been played in this deal yet.</source>
      <translation>U ovom dijeljenju još nije odigran nijedan štih.</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="56" />
      <source>Notes</source>
      <translation>Bilješke</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="140" />
      <source>Out of this deal</source>
      <translation>Izvan ovog dijeljenja</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="218" />
      <source>Place</source>
      <translation>Mjesto</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="191" />
      <location filename="../../gui/games/sheets.py" line="218" />
      <source>Player</source>
      <translation>Igrač</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="194" />
      <location filename="../../gui/games/sheets.py" line="218" />
      <source>Score</source>
      <translation>Rezultat</translation>
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="21" />
      <source>Score sheet</source>
      <translation>Bodovna lista</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="59" />
      <source>Start</source>
      <translation>Početak</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="141" />
      <source>Stayed at home</source>
      <translation>Ostanak doma</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="218" />
      <source>Team</source>
      <translation>Ekipa</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="165" />
      <location filename="../../gui/games/sheets.py" line="193" />
      <source>This deal</source>
      <translation>Ovo dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="79" />
      <source>Total</source>
      <translation>Ukupno</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="192" />
      <source>Tricks</source>
      <translation>Štihovi</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="236" />
      <source>You win the match, down to {score}!</source>
      <translation>Dobivaš partiju, rezultat: {score}!</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="231" />
      <source>Your team wins the match, down to {score}!</source>
      <translation>Tvoja ekipa dobiva partiju, rezultat: {score}!</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="187" />
      <source>counts ×{m}</source>
      <translation>vrijedi ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="195" />
      <source>each trick takes one off; no trick puts {n} on</source>
      <translation>svaki štih skida jedan; bez štiha dodaje se {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="54" />
      <source>how many times the deal counted, and why</source>
      <translation>koliko je puta dijeljenje vrijedilo i zašto</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="66" />
      <source>out</source>
      <translation>vani</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="52" />
      <source>total after the deal, and its change</source>
      <translation>ukupno nakon dijeljenja i promjena</translation>
    </message>
    <message>
      <source>trick</source>
      <translation type="vanished">štih</translation>
    </message>
    <message>
      <source>tricks</source>
      <translation type="vanished">štiha</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="205" />
      <source>wins the match</source>
      <translation>dobiva partiju</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="203" />
      <source>with {names}</source>
      <translation>s {names}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="91" />
      <source>won by {names}</source>
      <translation>dobili: {names}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="238" />
      <source>{names} share the win, down to {score}</source>
      <translation>{names} dijele pobjedu, rezultat: {score}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="232" />
      <source>{names} win the match, down to {score}</source>
      <translation>{names} dobivaju partiju, rezultat: {score}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="237" />
      <source>{name} wins the match, down to {score}</source>
      <translation>{name} dobiva partiju, rezultat: {score}</translation>
    </message>
  </context>
  <context>
    <name>SeatNews</name>
    <message>
      <location filename="../../gui/net/seat_news.py" line="37" />
      <source>A computer player plays for {name} until a player joins</source>
      <translation>{name}: igra računalni igrač dok se ne pridruži igrač</translation>
    </message>
    <message>
      <location filename="../../gui/net/seat_news.py" line="38" />
      <source>A computer player plays for {name} until {name} is back</source>
      <translation>{name}: igra računalni igrač dok se {name} ne vrati</translation>
    </message>
    <message>
      <location filename="../../gui/net/seat_news.py" line="28" />
      <source>{name} has dropped out — a computer player takes over</source>
      <translation>{name}: veza je prekinuta — preuzima računalni igrač</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/net/seat_news.py" line="29" />
      <source>{name} has dropped out — a computer player takes over in %n s</source>
      <translation>
        <numerusform>{name}: veza je prekinuta — računalni igrač preuzima za %n s</numerusform>
        <numerusform>{name}: veza je prekinuta — računalni igrač preuzima za %n s</numerusform>
        <numerusform>{name}: veza je prekinuta — računalni igrač preuzima za %n s</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/net/seat_news.py" line="46" />
      <source>{name} has joined the table</source>
      <translation>{name} sjeda za stol</translation>
    </message>
    <message>
      <location filename="../../gui/net/seat_news.py" line="42" />
      <source>{name} is back</source>
      <translation>{name} je opet tu</translation>
    </message>
  </context>
  <context>
    <name>SeatPlate</name>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="96" />
      <source>D</source>
      <translation>D</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="54" />
      <source>dealer</source>
      <translation>djelitelj</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="135" />
      <source>sits out</source>
      <translation>pauzira</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="129" />
      <source>thinking…</source>
      <translation>razmišlja…</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="131" />
      <source>to play</source>
      <translation>na potezu</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="130" />
      <source>your turn</source>
      <translation>ti si na potezu</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <location filename="../../gui/settings_dialog.py" line="90" />
      <source>Allow Undo against computer players (Ctrl+Z takes back my last move)</source>
      <translation>Dopusti poništavanje protiv računalnih igrača (Ctrl+Z vraća moj zadnji potez)</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="91" />
      <source>Allow Undo when several people play at this computer</source>
      <translation>Dopusti poništavanje kad za ovim računalom igra više ljudi</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="67" />
      <source>Animations</source>
      <translation>Animacije</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="44" />
      <source>As the system</source>
      <translation>Kao sustav</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="89" />
      <source>Ask before a new game replaces the running match</source>
      <translation>Pitaj prije nego nova igra zamijeni tekuću partiju</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="39" />
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Blue</source>
      <translation>Plava</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Brown</source>
      <translation>Smeđa</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="66" />
      <source>Card back</source>
      <translation>Poleđina karata</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="66" />
      <source>Cards</source>
      <translation>Karte</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="85" />
      <source>Declare marriages without asking</source>
      <translation>Prijavljuj mariaže bez pitanja</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Easy</source>
      <translation>Lako</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Expert</source>
      <translation>Stručnjak</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <source>Fast</source>
      <translation>Brzo</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="37" />
      <source>French, four colours</source>
      <translation>Francuske, četiri boje</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="37" />
      <source>French, two colours</source>
      <translation>Francuske, dvije boje</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="38" />
      <source>German suits</source>
      <translation>Njemačke boje</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Green</source>
      <translation>Zelena</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="41" />
      <source>Grey</source>
      <translation>Siva</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Hard</source>
      <translation>Teško</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="68" />
      <source>Language</source>
      <translation>Jezik</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="88" />
      <source>Leave each finished trick on the table until I click</source>
      <translation>Ostavi svaki završeni štih na stolu dok ne kliknem</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Normal</source>
      <translation>Normalno</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <source>Off</source>
      <translation>Isključeno</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="84" />
      <source>One click plays a card (otherwise: click to choose, click again to play)</source>
      <translation>Jedan klik igra kartu (inače: klik bira, drugi klik igra)</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="72" />
      <source>Player 1</source>
      <translation>Igrač 1</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="39" />
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Red</source>
      <translation>Crvena</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="60" />
      <source>Settings</source>
      <translation>Postavke</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="87" />
      <source>Show my running count during the tricks (points or tricks so far)</source>
      <translation>Prikazuj moj tekući zbroj tijekom štihova (dosadašnji bodovi ili štihovi)</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <source>Slow</source>
      <translation>Sporo</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="67" />
      <source>Sort suits</source>
      <translation>Poredaj boje</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="66" />
      <source>Table colour</source>
      <translation>Boja stola</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="86" />
      <source>Wait for a click after each deal</source>
      <translation>Čekaj klik nakon svakog dijeljenja</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="73" />
      <source>Your name</source>
      <translation>Tvoje ime</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="47" />
      <source>♠ ♣ ♦ ♥</source>
      <translation>♠ ♣ ♦ ♥</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="46" />
      <source>♠ ♥ ♣ ♦ (colours alternate)</source>
      <translation>♠ ♥ ♣ ♦ (boje se izmjenjuju)</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="46" />
      <source>♥ ♦ ♣ ♠</source>
      <translation>♥ ♦ ♣ ♠</translation>
    </message>
  </context>
  <context>
    <name>StartScreen</name>
    <message numerus="yes">
      <location filename="../../gui/start_screen.py" line="73" />
      <source>%n player(s)</source>
      <translation>
        <numerusform>%n igrač</numerusform>
        <numerusform>%n igrača</numerusform>
        <numerusform>%n igrača</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="316" />
      <source>A table on this network: players at other computers join it</source>
      <translation>Stol na ovoj mreži: igrači za drugim računalima mu se pridružuju</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="253" />
      <source>Card games of Central and Eastern Europe</source>
      <translation>Kartaške igre srednje i istočne Europe</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="296" />
      <source>Choose a game: a click starts it, Rules tells how it goes</source>
      <translation>Izaberi igru: klik je pokreće, Pravila objašnjavaju kako se igra</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="262" />
      <source>Continue</source>
      <translation>Nastavi</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="315" />
      <source>Host a table…</source>
      <translation>Otvori stol…</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="318" />
      <source>Join a table…</source>
      <translation>Pridruži se stolu…</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="251" />
      <source>Kartln</source>
      <translation>Kartln</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="319" />
      <source>Play at a table another computer on this network hosts</source>
      <translation>Igraj za stolom koji otvara drugo računalo na ovoj mreži</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="323" />
      <source>Quit</source>
      <translation>Izlaz</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="155" />
      <source>Rules</source>
      <translation>Pravila</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="159" />
      <source>Rules: {game}</source>
      <translation>Pravila: {game}</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="322" />
      <source>Settings</source>
      <translation>Postavke</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="145" />
      <source>Start a new game of {game} (Enter)</source>
      <translation>Započni novu igru: {game} (Enter)</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="158" />
      <source>The rules of {game}</source>
      <translation>Pravila igre {game}</translation>
    </message>
    <message>
      <source>{n} players</source>
      <translation type="vanished">{n} igrača</translation>
    </message>
  </context>
  <context>
    <name>Statistics</name>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="53" />
      <source>%n computer player(s)</source>
      <translation>
        <numerusform>%n računalni igrač</numerusform>
        <numerusform>%n računalna igrača</numerusform>
        <numerusform>%n računalnih igrača</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="44" />
      <source>%n easy player(s)</source>
      <translation>
        <numerusform>%n lagani igrač</numerusform>
        <numerusform>%n lagana igrača</numerusform>
        <numerusform>%n laganih igrača</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="50" />
      <source>%n expert player(s)</source>
      <translation>
        <numerusform>%n stručnjak</numerusform>
        <numerusform>%n stručnjaka</numerusform>
        <numerusform>%n stručnjaka</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="48" />
      <source>%n hard player(s)</source>
      <translation>
        <numerusform>%n teški igrač</numerusform>
        <numerusform>%n teška igrača</numerusform>
        <numerusform>%n teških igrača</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="52" />
      <source>%n human player(s)</source>
      <translation>
        <numerusform>%n ljudski igrač</numerusform>
        <numerusform>%n ljudska igrača</numerusform>
        <numerusform>%n ljudskih igrača</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="46" />
      <source>%n normal player(s)</source>
      <translation>
        <numerusform>%n normalni igrač</numerusform>
        <numerusform>%n normalna igrača</numerusform>
        <numerusform>%n normalnih igrača</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="40" />
      <source>%n random player(s)</source>
      <translation>
        <numerusform>%n nasumični igrač</numerusform>
        <numerusform>%n nasumična igrača</numerusform>
        <numerusform>%n nasumičnih igrača</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_dialog.py" line="379" />
      <source>%n row(s) written to {name}</source>
      <translation>
        <numerusform>%n redak zapisan u {name}</numerusform>
        <numerusform>%n retka zapisana u {name}</numerusform>
        <numerusform>%n redaka zapisano u {name}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="42" />
      <source>%n simple computer player(s)</source>
      <translation>
        <numerusform>%n jednostavni računalni igrač</numerusform>
        <numerusform>%n jednostavna računalna igrača</numerusform>
        <numerusform>%n jednostavnih računalnih igrača</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="186" />
      <source>&amp;Export CSV…</source>
      <translation>I&amp;zvezi CSV…</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="145" />
      <source>&amp;From</source>
      <translation>&amp;Od</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="144" />
      <source>&amp;Game</source>
      <translation>I&amp;gra</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="144" />
      <source>&amp;Opponents</source>
      <translation>&amp;Protivnici</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="144" />
      <source>&amp;Player</source>
      <translation>&amp;Igrač</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="145" />
      <source>&amp;Rules</source>
      <translation>P&amp;ravila</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="145" />
      <source>&amp;To</source>
      <translation>&amp;Do</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="104" />
      <source>Against {opponents} in {game}: {won} of %n match(es) won</source>
      <translation>
        <numerusform>{game}, protivnici: {opponents} – dobiveno {won} od %n partije</numerusform>
        <numerusform>{game}, protivnici: {opponents} – dobiveno {won} od %n partije</numerusform>
        <numerusform>{game}, protivnici: {opponents} – dobiveno {won} od %n partija</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="256" />
      <source>All games</source>
      <translation>Sve igre</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="257" />
      <source>All levels</source>
      <translation>Sve razine</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="258" />
      <source>All rules</source>
      <translation>Sva pravila</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="121" />
      <source>Best
match</source>
      <translation>Najbolja
partija</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="189" />
      <source>C&amp;lear…</source>
      <translation>O&amp;briši…</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="366" />
      <source>CSV files (*.csv)</source>
      <translation>CSV datoteke (*.csv)</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="388" />
      <source>Clear the statistics</source>
      <translation>Obriši statistiku</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="192" />
      <source>Close</source>
      <translation>Zatvori</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="118" />
      <source>Contracts
made</source>
      <translation>Ispunjeni
ugovori</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="115" />
      <source>Deals</source>
      <translation>Dijeljenja</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="115" />
      <source>Deals played (re-deals not counted)</source>
      <translation>Odigrana dijeljenja (ponovljena dijeljenja se ne broje)</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="118" />
      <source>Deals the player declared, and made</source>
      <translation>Dijeljenja u kojima igrač kao nositelj igre ispuni ugovor</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="365" />
      <source>Export the statistics</source>
      <translation>Izvezi statistiku</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="387" />
      <source>Forget all statistics, of every game and every player? This cannot be undone.</source>
      <translation>Obrisati svu statistiku, svih igara i svih igrača? To se ne može poništiti.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="385" />
      <source>Forget every finished match of {game}, of every player? This cannot be undone.</source>
      <translation>Obrisati sve završene partije igre {game}, svih igrača? To se ne može poništiti.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="109" />
      <source>Game</source>
      <translation>Igra</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="30" />
      <source>House rules</source>
      <translation>Kućna pravila</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="74" />
      <source>Human</source>
      <translation>Čovjek</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="329" />
      <source>In this game a lower score is better.</source>
      <translation>U ovoj je igri manji rezultat bolji.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="351" />
      <source>Lost on {day}</source>
      <translation>Izgubljena {day}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="111" />
      <source>Matches
won</source>
      <translation>Dobivene
partije</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="122" />
      <source>Most points ahead of the best other player</source>
      <translation>Najveća prednost u bodovima pred najboljim drugim igračem</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="124" />
      <source>Most points behind the best other player</source>
      <translation>Najveći zaostatak u bodovima za najboljim drugim igračem</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="315" />
      <source>No finished match of {player} fits these filters.</source>
      <translation>Nijedna završena partija igrača {player} ne odgovara ovim filtrima.</translation>
    </message>
    <message>
      <source>No finished match of {player} passes these filters.</source>
      <translation type="vanished">Ovi filtri ne propuštaju dalje nijednu završenu partiju igrača {player}.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="76" />
      <source>No finished match to draw</source>
      <translation>Nema završenih partija za prikaz</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="304" />
      <source>Nothing to show yet. Every finished deal and match is kept from now on: play a match to the end and it is counted here.</source>
      <translation>Još nema ničega za prikaz. Od sada se bilježi svako završeno dijeljenje i svaka završena partija: odigraj partiju do kraja i ovdje će se ubrojiti.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="110" />
      <source>Opponents</source>
      <translation>Protivnici</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="116" />
      <source>Per deal
(mean)</source>
      <translation>Po dijeljenju
(prosjek)</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="130" />
      <location filename="../../gui/stats_dialog.py" line="376" />
      <location filename="../../gui/stats_dialog.py" line="403" />
      <source>Statistics</source>
      <translation>Statistika</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="110" />
      <source>The computer players' levels</source>
      <translation>Razine računalnih igrača</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="120" />
      <source>The most matches won in a row</source>
      <translation>Najviše partija dobivenih zaredom</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="117" />
      <source>The player's mean score change per deal</source>
      <translation>Prosječna promjena igračeva rezultata po dijeljenju</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="113" />
      <source>The share of the matches won, and where the true share lies with 95 % certainty</source>
      <translation>Udio dobivenih partija i raspon u kojem je stvarni udio s 95 % sigurnosti</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="403" />
      <source>The statistics could not be cleared: {error}</source>
      <translation>Statistika se nije mogla obrisati: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="376" />
      <source>The statistics could not be exported: {error}</source>
      <translation>Statistika se nije mogla izvesti: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="312" />
      <source>The statistics could not be read: {error}</source>
      <translation>Statistika se nije mogla pročitati: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="112" />
      <source>Win rate
(95 % interval)</source>
      <translation>Udio pobjeda
(interval 95 %)</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="106" />
      <source>Win rate so far</source>
      <translation>Udio pobjeda dosad</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="120" />
      <source>Wins
in a row</source>
      <translation>Pobjede
zaredom</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="351" />
      <source>Won on {day}</source>
      <translation>Dobivena {day}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="123" />
      <source>Worst
match</source>
      <translation>Najgora
partija</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="106" />
      <source>lost</source>
      <translation>poraz</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="62" />
      <location filename="../../gui/stats_words.py" line="77" />
      <source>nobody</source>
      <translation>nitko</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="87" />
      <source>too few matches to tell</source>
      <translation>premalo partija za procjenu</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="106" />
      <source>won</source>
      <translation>pobjeda</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="75" />
      <source>{n} × {level}</source>
      <translation>{n} × {level}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="126" />
      <location filename="../../gui/stats_words.py" line="81" />
      <source>{percent} %</source>
      <translation>{percent} %</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_dialog.py" line="339" />
      <source>{player}: {won} of %n finished match(es) won</source>
      <translation>
        <numerusform>{player}: dobiveno {won} od %n završene partije</numerusform>
        <numerusform>{player}: dobiveno {won} od %n završene partije</numerusform>
        <numerusform>{player}: dobiveno {won} od %n završenih partija</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="88" />
      <source>{rate} ({low}–{high} %)</source>
      <translation>{rate} ({low}–{high} %)</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="65" />
      <source>{some} and {last}</source>
      <translation>{some} i {last}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="93" />
      <source>{won} of {matches}</source>
      <translation>{won} od {matches}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="61" />
      <source>{won} of {matches} won, from {first} to {last}</source>
      <translation>Dobiveno {won} od {matches}, od {first} do {last}</translation>
    </message>
  </context>
  <context>
    <name>Summary</name>
    <message>
      <location filename="../../gui/panels/summary.py" line="88" />
      <source>Main menu</source>
      <translation>Glavni izbornik</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="89" />
      <source>New game</source>
      <translation>Nova igra</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="34" />
      <source>Next deal</source>
      <translation>Sljedeće dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="90" />
      <source>Rematch</source>
      <translation>Revanš</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="40" />
      <source>Review the deal</source>
      <translation>Pregledaj dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="38" />
      <location filename="../../gui/panels/summary.py" line="87" />
      <source>Score sheet</source>
      <translation>Bodovna lista</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="81" />
      <source>The match is over.</source>
      <translation>Partija je gotova.</translation>
    </message>
  </context>
  <context>
    <name>Table</name>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="351" />
      <source> and </source>
      <translation> i </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/mulatschak.py" line="51" />
      <source>%n trick(s)</source>
      <translation>
        <numerusform>%n štih</numerusform>
        <numerusform>%n štiha</numerusform>
        <numerusform>%n štihova</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/mulatschak.py" line="350" />
      <source>%n whiteout(s)</source>
      <translation>
        <numerusform>%n bijela</numerusform>
        <numerusform>%n bijele</numerusform>
        <numerusform>%n bijelih</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="348" />
      <source>(blind: counts double)</source>
      <translation>(naslijepo: vrijedi dvostruko)</translation>
    </message>
    <message>
      <source>1 trick</source>
      <translation type="vanished">1 štih</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="66" />
      <source>A new trump is turned: {card}</source>
      <translation>Okrenut je novi adut: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="315" />
      <source>A trump: take it on top, and another card is dealt here while your hand is short.</source>
      <translation>Adut: uzmi ga povrh, a ovdje se dijeli nova karta dok ti u ruci nedostaje karata.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="312" />
      <source>A trump: take it on top, and another card is dealt here; or take it for your card, which goes out of play, and go on to the next place.</source>
      <translation>Adut: uzmi ga povrh, a ovdje se dijeli nova karta; ili ga uzmi umjesto svoje karte, koja izlazi iz igre, i idi na sljedeće mjesto.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="28" />
      <source>Aces</source>
      <translation>Asovi</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="145" />
      <source>After Muss everybody defends: Idem</source>
      <translation>Nakon Mussa svi brane: Idem</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="75" />
      <source>Against General Rams: {n}</source>
      <translation>Protiv General Ramsa: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/schnalzen.py" line="36" />
      <source>All five tricks: {n}</source>
      <translation>Svih pet štihova: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/schnalzen.py" line="37" />
      <source>Another took all five tricks: {n}</source>
      <translation>Drugi je uzeo svih pet štihova: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="124" />
      <source>Before you look: Raub?</source>
      <translation>Prije nego pogledaš: Raub?</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="78" />
      <source>Bid {value}</source>
      <translation>Licitiraj {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="106" />
      <source>Call General Rams?</source>
      <translation>Zvati General Rams?</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="207" />
      <source>Click the card you lay away for it, or keep your hand.</source>
      <translation>Klikni kartu koju za to odlažeš ili zadrži svoje karte.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="228" />
      <source>Click the cards to lay out, then confirm.</source>
      <translation>Klikni karte koje izlažeš, pa potvrdi.</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="350" />
      <source>Click the cards you lay away, then confirm. Enter confirms too.</source>
      <translation>Klikni karte koje odlažeš, pa potvrdi. Enter također potvrđuje.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="262" />
      <source>Click them in the order of their places: each shows its number, 1 for the first place. Then confirm; a card is dealt face up in front of each, and place by place you keep the better one.</source>
      <translation>Klikni ih redom po mjestima: svaka pokazuje svoj broj, 1 za prvo mjesto. Zatim potvrdi; pred svaku se dijeli karta licem gore, a na svakom mjestu zadržavaš bolju.</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="346" />
      <source>Contract: {value} ({name})</source>
      <translation>Ugovor: {value} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="108" />
      <source>Deal</source>
      <translation>Dijeli</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="226" />
      <location filename="../../gui/games/generic.py" line="202" />
      <source>Deal {n}</source>
      <translation>Dijeljenje {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="438" />
      <source>Deal {n}: {name} deals</source>
      <translation>Dijeljenje {n}: dijeli {name}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="292" />
      <source>Declare the marriage</source>
      <translation>Prijavi mariaž</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="291" />
      <source>Declare the marriage in {suit}?</source>
      <translation>Prijaviti mariaž u boji {suit}?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="366" />
      <source>Declarer short of his bid of {n}</source>
      <translation>Nositelj igre nije ispunio ponudu {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="166" />
      <source>Declarer short of his tricks</source>
      <translation>Nositelj igre nije uzeo dovoljno štihova</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/raub.py" line="87" />
      <source>Declarer: {name}, %n trick(s)</source>
      <translation>
        <numerusform>Nositelj: {name}, %n štih</numerusform>
        <numerusform>Nositelj: {name}, %n štiha</numerusform>
        <numerusform>Nositelj: {name}, %n štihova</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="116" />
      <location filename="../../gui/games/mulatschak.py" line="188" />
      <source>Declarer: {name}, {bid}</source>
      <translation>Nositelj igre: {name}, {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="86" />
      <source>Double</source>
      <translation>Udvostruči</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="365" />
      <source>Double the deal?</source>
      <translation>Udvostručiti dijeljenje?</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="280" />
      <source>Drag the card onto the pile to discard it.</source>
      <translation>Povuci kartu na hrpu da je odbaciš.</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="275" />
      <source>Drag the card onto the player who should get it.</source>
      <translation>Povuci kartu na igrača koji je treba dobiti.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="140" />
      <source>Draw from the stock: lay away the cards you change</source>
      <translation>Vuci iz kupa: odloži karte koje mijenjaš</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="122" />
      <location filename="../../gui/games/text.py" line="82" />
      <source>Drop out</source>
      <translation>Odustani</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="234" />
      <source>Drops</source>
      <translation>Odustaje</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="60" />
      <source>Exchange %n card(s)</source>
      <translation>
        <numerusform>Zamijeni %n kartu</numerusform>
        <numerusform>Zamijeni %n karte</numerusform>
        <numerusform>Zamijeni %n karata</numerusform>
      </translation>
    </message>
    <message>
      <source>Exchange 1 card</source>
      <translation type="vanished">Zamijeni 1 kartu</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="346" />
      <source>Exchange cards with the talon</source>
      <translation>Zamijeni karte s talonom</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="261" />
      <source>Exchange on sight: lay out the cards you would change</source>
      <translation>Otvorena zamjena: izloži karte koje bi mijenjao</translation>
    </message>
    <message>
      <location filename="../../gui/games/zwanzig.py" line="36" />
      <source>Exchange up to three cards with the stock</source>
      <translation>Zamijeni do tri karte s kupom</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="65" />
      <source>Exchange up to three cards with the talon</source>
      <translation>Zamijeni do tri karte s talonom</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="64" />
      <source>Exchange up to two cards with the talon</source>
      <translation>Zamijeni do dvije karte s talonom</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="327" />
      <source>Exchange with the stock: lay away the cards you change</source>
      <translation>Zamjena s kupom: odloži karte koje mijenjaš</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="92" />
      <source>Exchange {n}</source>
      <translation>Zamijeni {n}</translation>
    </message>
    <message>
      <source>Exchange {n} cards</source>
      <translation type="vanished">Zamijeni karte ({n})</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="88" />
      <source>Fewer than two play: the deal is not played</source>
      <translation>Igra manje od dva igrača: dijeljenje se ne igra</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="85" />
      <source>From</source>
      <translation>Od</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="130" />
      <source>From {start} down to 0</source>
      <translation>Od {start} do 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="27" />
      <source>General Rams</source>
      <translation>General Rams</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="75" />
      <source>General Rams lost: {n}</source>
      <translation>General Rams izgubljen: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="71" />
      <source>General Rams made by another: {n}</source>
      <translation>General Rams napravio drugi: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="71" />
      <source>General Rams made: {n}</source>
      <translation>General Rams napravljen: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="95" />
      <source>General Rams!</source>
      <translation>General Rams!</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="90" />
      <source>General Rams: {name}</source>
      <translation>General Rams: {name}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="97" />
      <location filename="../../gui/games/mulatschak.py" line="191" />
      <source>High bid: {bid} ({name})</source>
      <translation>Najviša ponuda: {bid} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="332" />
      <source>High bid: {value} ({name})</source>
      <translation>Najviša ponuda: {value} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="239" />
      <source>Hold</source>
      <translation>Držim</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="295" />
      <source>Hold: you take the bid of {bid} yourself.</source>
      <translation>Držim: ponudu {bid} preuzimaš ti.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="46" />
      <location filename="../../gui/games/raub.py" line="113" />
      <source>I lead</source>
      <translation>Vodim</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="35" />
      <location filename="../../gui/games/raub.py" line="115" />
      <source>Idem</source>
      <translation>Idem</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="146" />
      <source>Idem or Nejdem: do you defend against the declarer?</source>
      <translation>Idem ili Nejdem: braniš li protiv nositelja igre?</translation>
    </message>
    <message>
      <location filename="../../gui/games/schnalzen.py" line="45" />
      <source>Joker (WELI)</source>
      <translation>Joker (WELI)</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="292" />
      <source>Just play the card</source>
      <translation>Samo odigraj kartu</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="242" />
      <source>Keep mine</source>
      <translation>Zadrži svoju</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="59" />
      <location filename="../../gui/games/text.py" line="91" />
      <source>Keep my cards</source>
      <translation>Zadrži svoje karte</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="265" />
      <location filename="../../gui/games/rams_family.py" line="209" />
      <source>Keep my hand</source>
      <translation>Zadrži svoju ruku</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="250" />
      <source>Keep your cards</source>
      <translation>Zadrži svoje karte</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="27" />
      <source>Kings</source>
      <translation>Kraljevi</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="251" />
      <source>Lay out {cards}</source>
      <translation>Izloži {cards}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="265" />
      <source>Lay out {n}</source>
      <translation>Izloži {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="203" />
      <source>Leave it</source>
      <translation>Ostavi</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="55" />
      <location filename="../../gui/games/mulatschak.py" line="238" />
      <source>Mulatschak</source>
      <translation>Mulatschak</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="360" />
      <source>Mulatschak failed</source>
      <translation>Mulatschak nije uspio</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="363" />
      <source>Mulatschak made</source>
      <translation>Mulatschak uspio</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="297" />
      <source>Mulatschak: all five tricks without exchanging.</source>
      <translation>Mulatschak: svih pet štihova bez zamjene.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="110" />
      <source>Muss</source>
      <translation>Muss</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="130" />
      <source>Muss becomes possible once a player is at 9 or lower.</source>
      <translation>Muss postaje moguć kad neki igrač padne na 9 ili niže.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="123" />
      <source>Muss makes you declarer without seeing a card; nobody may drop.</source>
      <translation>Muss te čini nositeljem igre prije nego vidiš ijednu kartu; nitko ne smije odustati.</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="55" />
      <source>Mönch</source>
      <translation>Mönch</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="363" />
      <source>Name the trump suit</source>
      <translation>Odredi adutsku boju</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="36" />
      <location filename="../../gui/games/raub.py" line="40" />
      <location filename="../../gui/games/raub.py" line="79" />
      <source>Nejdem</source>
      <translation>Nejdem</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="114" />
      <source>New trump</source>
      <translation>Novi adut</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="105" />
      <location filename="../../gui/games/raub.py" line="135" />
      <source>No</source>
      <translation>Ne</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="353" />
      <source>No card is left to draw: confirm to keep your cards.</source>
      <translation>U kupu više nema karata: potvrdi da zadržiš svoje karte.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="268" />
      <source>No king, ober or unter: throw in a whiteout?</source>
      <translation>Nemaš kralja, obera ni untera: baciti bijelu?</translation>
    </message>
    <message>
      <location filename="../../gui/games/marriage_notice.py" line="39" />
      <source>No marriage yet: you may declare one only once you have taken a trick.</source>
      <translation>Još nema mariaža: smiješ ga prijaviti tek kad uzmeš štih.</translation>
    </message>
    <message>
      <location filename="../../gui/table/decor.py" line="291" />
      <source>No trump</source>
      <translation>Bez aduta</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="53" />
      <source>No trumps</source>
      <translation>Bez aduta</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="26" />
      <source>Obers</source>
      <translation>Oberi</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="242" />
      <location filename="../../gui/games/mulatschak.py" line="291" />
      <location filename="../../gui/games/ramsen.py" line="22" />
      <source>Pass</source>
      <translation>Dalje</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="109" />
      <source>Pass the deal</source>
      <translation>Predaj dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="308" />
      <source>Place {p} of {k}: the {up} or your {mine}?</source>
      <translation>Mjesto {p} od {k}: {up} ili tvoja karta {mine}?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="243" />
      <location filename="../../gui/games/text.py" line="80" />
      <source>Play</source>
      <translation>Igraj</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="267" />
      <source>Play on</source>
      <translation>Igraj dalje</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="361" />
      <location filename="../../gui/games/rams_family.py" line="124" />
      <source>Play this deal or drop out?</source>
      <translation>Igrati ovo dijeljenje ili odustati?</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="31" />
      <source>Play this deal or pass?</source>
      <translation>Igrati ovo dijeljenje ili dalje?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="175" />
      <location filename="../../gui/games/schnalzen.py" line="27" />
      <source>Play this deal or stay at home?</source>
      <translation>Igrati ovo dijeljenje ili ostati doma?</translation>
    </message>
    <message>
      <source>Play this deal or {choice}?</source>
      <translation type="vanished">Igrati ovo dijeljenje ili {choice}?</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="116" />
      <source>Play with your hand or take the widow?</source>
      <translation>Igrati sa svojom rukom ili uzeti udovicu?</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="115" />
      <source>Play, take the widow or drop out?</source>
      <translation>Igrati, uzeti udovicu ili odustati?</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="233" />
      <source>Plays</source>
      <translation>Igra</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="270" />
      <source>Put the card in the middle of the table to play it.</source>
      <translation>Stavi kartu na sredinu stola da je odigraš.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="111" />
      <source>Raub</source>
      <translation>Raub</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="125" />
      <source>Raub: you are declarer and need two tricks (Stih on a seven: one).</source>
      <translation>Raub: ti si nositelj igre i trebaš dva štiha (uz Stih na okrenutoj sedmici: jedan).</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="88" />
      <source>Redouble</source>
      <translation>Opet udvostruči</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="159" />
      <location filename="../../gui/games/raub.py" line="173" />
      <source>Refa</source>
      <translation>Refa</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="71" />
      <source>Refa: the cards are thrown in; the next scored deal counts double</source>
      <translation>Refa: karte se bacaju; sljedeće bodovano dijeljenje vrijedi dvostruko</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="90" />
      <location filename="../../gui/games/raub.py" line="153" />
      <source>Refa: {lines}</source>
      <translation>Refa: {lines}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="174" />
      <location filename="../../gui/games/schnalzen.py" line="26" />
      <source>Stay at home</source>
      <translation>Ostani doma</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="100" />
      <source>Stays at home</source>
      <translation>Ostaje doma</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="112" />
      <source>Stih</source>
      <translation>Stih</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="48" />
      <source>Strikers: the {rank}</source>
      <translation>Schlag: {rank}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="240" />
      <location filename="../../gui/games/rams_family.py" line="180" />
      <source>Take it</source>
      <translation>Uzmi ga</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="241" />
      <source>Take it for mine</source>
      <translation>Uzmi ga umjesto svoje</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="318" />
      <source>Take it on top</source>
      <translation>Uzmi ga povrh</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="187" />
      <source>Take the trump card for {card}</source>
      <translation>Uzmi okrenuti adut za {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="206" />
      <source>Take the trump card, the {card}?</source>
      <translation>Uzeti okrenuti adut ({card})?</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="97" />
      <source>Take the widow</source>
      <translation>Uzmi udovicu</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="54" />
      <source>The bottom card of the cut is the {card}</source>
      <translation>Donja karta dizanja je {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="201" />
      <source>The bottom card of the cut is the {card}. Take it?</source>
      <translation>Donja karta dizanja je {card}. Uzeti je?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="317" />
      <source>The card you do not take goes out of play.</source>
      <translation>Karta koju ne uzmeš izlazi iz igre.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="126" />
      <source>The declarer must take two of the four tricks.</source>
      <translation>Nositelj igre mora uzeti dva od četiri štiha.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="361" />
      <source>The declarer's Mulatschak failed</source>
      <translation>Mulatschak nositelja igre nije uspio</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="66" />
      <source>The first suit keeps the turned-up trumps; another shows that you hold the Mönch.</source>
      <translation>Prva boja zadržava okrenuti adut; druga pokazuje da imaš Mönch.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="293" />
      <source>The highest bidder names trumps and exchanges on sight; short of the bid: 10 on.</source>
      <translation>Najviši ponuđač određuje adut i mijenja otvoreno; ako ne ispuni ponudu: 10 više.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="270" />
      <source>The same dealer deals again and the next scored deal counts double.</source>
      <translation>Isti djelitelj dijeli ponovno, a sljedeće bodovano dijeljenje vrijedi dvostruko.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/rams.py" line="123" />
      <source>The widow replaces your whole hand unseen: your cards are laid away, you take its %n card(s) without looking at them first, and you play.</source>
      <translation>
        <numerusform>Udovica naslijepo zamjenjuje cijelu tvoju ruku: tvoje se karte odlažu, uzimaš njezinu %n kartu a da je prije ne pogledaš, i igraš.</numerusform>
        <numerusform>Udovica naslijepo zamjenjuje cijelu tvoju ruku: tvoje se karte odlažu, uzimaš njezine %n karte a da ih prije ne pogledaš, i igraš.</numerusform>
        <numerusform>Udovica naslijepo zamjenjuje cijelu tvoju ruku: tvoje se karte odlažu, uzimaš njezinih %n karata a da ih prije ne pogledaš, i igraš.</numerusform>
      </translation>
    </message>
    <message>
      <source>The widow replaces your whole hand unseen: your cards are laid away, you take its {n} cards without looking at them first, and you play.</source>
      <translation type="vanished">Udovica naslijepo zamjenjuje cijelu tvoju ruku: tvoje se karte odlažu, uzimaš njezine karte ({n}) a da ih prije ne pogledaš, i igraš.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/rams_family.py" line="216" />
      <source>The {talon} has %n card(s) left.</source>
      <translation>
        <numerusform>{talon}: ostala je još %n karta.</numerusform>
        <numerusform>{talon}: ostale su još %n karte.</numerusform>
        <numerusform>{talon}: ostalo je još %n karata.</numerusform>
      </translation>
    </message>
    <message>
      <source>The {talon} has 1 card left.</source>
      <translation type="vanished">{talon}: ostala je još 1 karta.</translation>
    </message>
    <message>
      <source>The {talon} has {n} cards left.</source>
      <translation type="vanished">{talon}: preostalo karata: {n}.</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="135" />
      <source>This deal counts ×{m}</source>
      <translation>Ovo dijeljenje vrijedi ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="282" />
      <source>This is not the moment to play a card.</source>
      <translation>Sada nije trenutak za igranje karte.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="60" />
      <source>To exactly 0: a total that would go below 0 bounces back up by the excess</source>
      <translation>Točno do 0: zbroj koji bi pao ispod 0 odbija se prema gore za višak</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="86" />
      <source>Tokens: from {n} down to 0</source>
      <translation>Žetoni: od {n} do 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="47" />
      <source>Took it</source>
      <translation>Uzeto</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="29" />
      <source>Took the widow</source>
      <translation>Uzeta udovica</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="270" />
      <location filename="../../gui/games/generic.py" line="205" />
      <source>Trick {n} of {total}</source>
      <translation>Štih {n} od {total}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="323" />
      <location filename="../../gui/games/generic.py" line="445" />
      <source>Turned up: {card}</source>
      <translation>Okrenuta karta: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="25" />
      <source>Unters</source>
      <translation>Unteri</translation>
    </message>
    <message>
      <location filename="../../gui/games/schnalzen.py" line="40" />
      <source>WELI</source>
      <translation>WELI</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="180" />
      <source>Weli</source>
      <translation>Weli</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="237" />
      <source>Whiteout</source>
      <translation>Bijela</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="338" />
      <source>Whiteout: next deal ×{m}</source>
      <translation>Bijela: sljedeće dijeljenje ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="194" />
      <source>Whiteout: the next scored deal counts ×{m}</source>
      <translation>Bijela: sljedeće bodovano dijeljenje vrijedi ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="88" />
      <source>Whiteout: you throw the cards in; the next scored deal counts ×{m}</source>
      <translation>Bijela: bacaš karte; sljedeće bodovano dijeljenje vrijedi ×{m}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/rams.py" line="88" />
      <source>Widow: %n card(s) face down</source>
      <translation>
        <numerusform>Udovica: %n karta licem dolje</numerusform>
        <numerusform>Udovica: %n karte licem dolje</numerusform>
        <numerusform>Udovica: %n karata licem dolje</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="126" />
      <source>Will you lead?</source>
      <translation>Vodiš li?</translation>
    </message>
    <message>
      <location filename="../../gui/games/zwanzig.py" line="26" />
      <source>You announce: name the trump suit</source>
      <translation>Najavljuješ: odredi adutsku boju</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="117" />
      <source>You are declarer: {bid}</source>
      <translation>Ti si nositelj igre: {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="99" />
      <source>You bid Mulatschak: all five tricks</source>
      <translation>Licitiraš Mulatschak: svih pet štihova</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="36" />
      <source>You call General Rams: take all five tricks</source>
      <translation>Zoveš General Rams: uzmi svih pet štihova</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="129" />
      <source>You deal: deal, or pass the deal (a Refa)?</source>
      <translation>Dijeliš: dijeliti ili predati dijeljenje (Refa)?</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="122" />
      <source>You deal: deal, pass the deal (a Refa), or say Muss?</source>
      <translation>Dijeliš: dijeliti, predati dijeljenje (Refa) ili reći Muss?</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="447" />
      <source>You declare the marriage in {suit}: +{points}</source>
      <translation>Prijavljuješ mariaž u boji {suit}: +{points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="388" />
      <source>You double: the deal counts ×{factor}</source>
      <translation>Udvostručuješ: dijeljenje vrijedi ×{factor}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="358" />
      <source>You drop out of this deal</source>
      <translation>Odustaješ od ovog dijeljenja</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/choreography.py" line="411" />
      <source>You exchange %n card(s)</source>
      <translation>
        <numerusform>Mijenjaš %n kartu</numerusform>
        <numerusform>Mijenjaš %n karte</numerusform>
        <numerusform>Mijenjaš %n karata</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="409" />
      <source>You exchange one card</source>
      <translation>Mijenjaš jednu kartu</translation>
    </message>
    <message>
      <source>You exchange {n} cards</source>
      <translation type="vanished">Mijenjaš karte: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="232" />
      <source>You exchanged, so you play this deal</source>
      <translation>Nakon zamjene igraš ovo dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="424" />
      <source>You give a card to {receiver}</source>
      <translation>Daješ kartu igraču {receiver}</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="44" />
      <source>You hold a Fliege: five of a suit win the deal</source>
      <translation>Imaš Fliege: pet karata iste boje dobiva dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="61" />
      <source>You hold the Mönch: name the trump suit</source>
      <translation>Imaš Mönch: odredi adutsku boju</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="108" />
      <source>You hold: {bid}</source>
      <translation>Držiš: {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="165" />
      <source>You keep your card</source>
      <translation>Zadržavaš svoju kartu</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="396" />
      <source>You keep your cards</source>
      <translation>Zadržavaš svoje karte</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="125" />
      <source>You keep your hand</source>
      <translation>Zadržavaš svoju ruku</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="135" />
      <source>You lay out {n} to exchange on sight</source>
      <translation>Izlažeš {n} za otvorenu zamjenu</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="354" />
      <source>You may change 1 card.</source>
      <translation>Smiješ zamijeniti 1 kartu.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="354" />
      <source>You may change up to %n card(s).</source>
      <translation>
        <numerusform>Smiješ zamijeniti najviše %n kartu.</numerusform>
        <numerusform>Smiješ zamijeniti najviše %n karte.</numerusform>
        <numerusform>Smiješ zamijeniti najviše %n karata.</numerusform>
      </translation>
    </message>
    <message>
      <source>You may change up to {n} cards.</source>
      <translation type="vanished">Smiješ zamijeniti karte (najviše {n}).</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="108" />
      <source>You must then take all five tricks; everybody plays.</source>
      <translation>Tada moraš uzeti svih pet štihova; igraju svi.</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="380" />
      <source>You name {suit} as trumps</source>
      <translation>Određuješ adut: {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="323" />
      <source>You play this deal</source>
      <translation>Igraš ovo dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="378" />
      <source>You play without trumps</source>
      <translation>Igraš bez aduta</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="347" />
      <source>You play {value}</source>
      <translation>Igraš {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="60" />
      <source>You played the Mönch: name the trumps from the next trick on</source>
      <translation>Mönch je odigran: odredi adut od sljedećeg štiha</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="38" />
      <source>You say Nejdem</source>
      <translation>Kažeš Nejdem</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="96" />
      <source>You stay at home</source>
      <translation>Ostaješ doma</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="67" />
      <source>You take the cut card</source>
      <translation>Uzimaš dignutu kartu</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="81" />
      <source>You take the trump card, the {card}</source>
      <translation>Uzimaš okrenuti adut ({card})</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="55" />
      <source>You take the widow</source>
      <translation>Uzimaš udovicu</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="157" />
      <source>You take the {card}</source>
      <translation>Uzimaš {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="202" />
      <source>You then get one card fewer in the first packet and may not exchange.</source>
      <translation>Tada u prvom paketu dobivaš kartu manje i ne smiješ mijenjati.</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="407" />
      <source>You took the trick</source>
      <translation>Tvoj štih</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="404" />
      <source>You took the trick: %n point(s)</source>
      <translation>
        <numerusform>Tvoj štih (%n bod)</numerusform>
        <numerusform>Tvoj štih (%n boda)</numerusform>
        <numerusform>Tvoj štih (%n bodova)</numerusform>
      </translation>
    </message>
    <message>
      <source>You took the trick: {points} points</source>
      <translation type="vanished">Tvoj štih (bodovi: {points})</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="367" />
      <source>Your bid</source>
      <translation>Tvoja ponuda</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="284" />
      <source>Your bid: how many tricks will you take?</source>
      <translation>Tvoja ponuda: koliko ćeš štihova uzeti?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="281" />
      <source>Your bid: {name} bid {bid}</source>
      <translation>Tvoja ponuda: {name} nudi {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="368" />
      <source>Your choice</source>
      <translation>Tvoj izbor</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="317" />
      <source>Your tricks: {won}</source>
      <translation>Tvoji štihovi: {won}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="316" />
      <source>Your tricks: {won} ({needs} needed)</source>
      <translation>Tvoji štihovi: {won} (treba {needs})</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="176" />
      <location filename="../../gui/games/rams_family.py" line="98" />
      <location filename="../../gui/games/schnalzen.py" line="28" />
      <source>at home</source>
      <translation>doma</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="159" />
      <source>card</source>
      <translation>karta</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="341" />
      <source>declarer: one off a trick when he makes his bid, else 10 on; Mulatschak: 10 off, or 10 on and 10 off for the others; the others: one off a trick, else 5 on; at home: 1 on</source>
      <translation>nositelj igre: jedan manje po štihu ako ispuni ponudu, inače 10 više; Mulatschak: 10 manje, ili 10 više i ostalima 10 manje; ostali: jedan manje po štihu, inače 5 više; doma: 1 više</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="156" />
      <source>declarer: one off a trick when he takes his tricks, else 4 on; a defender: one off a trick, else 2 on; Nejdem: nothing</source>
      <translation>nositelj igre: jedan manje po štihu ako uzme potrebne štihove, inače 4 više; branitelj: jedan manje po štihu, inače 2 više; Nejdem: ništa</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="45" />
      <source>down to 0</source>
      <translation>do 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="360" />
      <location filename="../../gui/games/generic.py" line="179" />
      <location filename="../../gui/games/rams_family.py" line="125" />
      <source>dropped out</source>
      <translation>odustaje</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="22" />
      <source>eights</source>
      <translation>osmice</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="226" />
      <source>golden round</source>
      <translation>zlatna runda</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="82" />
      <source>hold {n}</source>
      <translation>držim {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="27" />
      <source>leads</source>
      <translation>vodi</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="23" />
      <source>nines</source>
      <translation>devetke</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="32" />
      <source>passed</source>
      <translation>dalje</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="436" />
      <source>pile</source>
      <translation>hrpa</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="30" />
      <source>says Muss</source>
      <translation>kaže Muss</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="28" />
      <source>says Raub</source>
      <translation>kaže Raub</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="29" />
      <source>says Stih</source>
      <translation>kaže Stih</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="21" />
      <source>sevens</source>
      <translation>sedmice</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="20" />
      <source>sixes</source>
      <translation>šestice</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="177" />
      <location filename="../../gui/games/raub.py" line="81" />
      <location filename="../../gui/games/zwanzig.py" line="21" />
      <source>stock</source>
      <translation>kup</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="54" />
      <source>striker</source>
      <translation>Schlag</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="126" />
      <source>talon</source>
      <translation>talon</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="24" />
      <source>tens</source>
      <translation>desetke</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="45" />
      <source>to exactly 0</source>
      <translation>točno do 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="268" />
      <location filename="../../gui/games/generic.py" line="187" />
      <source>trump</source>
      <translation>adut</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="317" />
      <location filename="../../gui/games/generic.py" line="199" />
      <location filename="../../gui/games/rams_family.py" line="158" />
      <source>trump card</source>
      <translation>okrenuti adut</translation>
    </message>
    <message>
      <location filename="../../gui/table/decor.py" line="40" />
      <source>turned up: {card}</source>
      <translation>okrenuta karta: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="350" />
      <source>whiteout</source>
      <translation>bijela</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="82" />
      <source>widow</source>
      <translation>udovica</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="171" />
      <source>with {names}</source>
      <translation>s {names}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="225" />
      <source>{choice} costs {n} at once.</source>
      <translation>{choice}: to odmah stoji {n}.</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="428" />
      <location filename="../../gui/games/generic.py" line="453" />
      <source>{giver} gives a card to {receiver}</source>
      <translation>{giver} daje kartu igraču {receiver}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="426" />
      <source>{giver} gives you a card</source>
      <translation>{giver} ti daje kartu</translation>
    </message>
    <message>
      <location filename="../../gui/games/zwanzig.py" line="31" />
      <source>{hearts} count double; with {diamonds} trumps nobody may drop.</source>
      <translation>{hearts}: dvostruka vrijednost; kad je {diamonds} adut, nitko ne smije odustati.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="99" />
      <source>{name} bids Mulatschak!</source>
      <translation>{name} licitira Mulatschak!</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="375" />
      <source>{name} bids {bid}</source>
      <translation>{name} licitira {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="421" />
      <source>{name} bids {value}</source>
      <translation>{name} licitira {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="129" />
      <source>{name} calls General Rams</source>
      <translation>{name} zove General Rams</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="37" />
      <source>{name} calls General Rams: everybody plays</source>
      <translation>{name} zove General Rams: igraju svi</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="442" />
      <source>{name} declares the marriage in {suit} ({points})</source>
      <translation>{name} prijavljuje mariaž u boji {suit} ({points})</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="448" />
      <source>{name} declares the marriage in {suit}: +{points}</source>
      <translation>{name} prijavljuje mariaž u boji {suit}: +{points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="389" />
      <location filename="../../gui/games/generic.py" line="434" />
      <source>{name} doubles: the deal counts ×{factor}</source>
      <translation>{name} udvostručuje: dijeljenje vrijedi ×{factor}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="359" />
      <source>{name} drops out</source>
      <translation>{name} odustaje</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/choreography.py" line="412" />
      <source>{name} exchanges %n card(s)</source>
      <translation>
        <numerusform>{name} mijenja %n kartu</numerusform>
        <numerusform>{name} mijenja %n karte</numerusform>
        <numerusform>{name} mijenja %n karata</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="409" />
      <source>{name} exchanges one card</source>
      <translation>{name} mijenja jednu kartu</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="451" />
      <source>{name} exchanges {n} cards</source>
      <translation>{name} mijenja karte: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="373" />
      <source>{name} holds {n}</source>
      <translation>{name} drži {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="108" />
      <source>{name} holds: {bid}</source>
      <translation>{name} drži: {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="117" />
      <source>{name} is declarer: {bid}</source>
      <translation>{name} je nositelj igre: {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="55" />
      <source>{name} is shown the bottom card of the cut: the {card}</source>
      <translation>{name} vidi donju kartu dizanja: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="165" />
      <source>{name} keeps his own card</source>
      <translation>{name} zadržava svoju kartu</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="396" />
      <location filename="../../gui/games/generic.py" line="450" />
      <source>{name} keeps the cards</source>
      <translation>{name} zadržava karte</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="125" />
      <source>{name} keeps the hand</source>
      <translation>{name} zadržava ruku</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="136" />
      <source>{name} lays out {n} to exchange on sight</source>
      <translation>{name} izlaže {n} za otvorenu zamjenu</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="58" />
      <source>{name} looks at the bottom card of the cut</source>
      <translation>{name} gleda donju kartu dizanja</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="457" />
      <source>{name} names trumps: {suit}</source>
      <translation>{name} određuje adut: {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="380" />
      <source>{name} names {suit} as trumps</source>
      <translation>{name} određuje adut: {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="423" />
      <source>{name} passes</source>
      <translation>{name} kaže dalje</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="378" />
      <source>{name} plays without trumps</source>
      <translation>{name} igra bez aduta</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="440" />
      <source>{name} plays {card}</source>
      <translation>{name} igra {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="413" />
      <source>{name} plays {card} and declares the marriage ({points})</source>
      <translation>{name} igra {card} i prijavljuje mariaž ({points})</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="347" />
      <location filename="../../gui/games/generic.py" line="436" />
      <source>{name} plays {value}</source>
      <translation>{name} igra {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="39" />
      <source>{name} says Nejdem</source>
      <translation>{name} kaže Nejdem</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="71" />
      <source>{name} shows a Fliege</source>
      <translation>{name} pokazuje Fliege</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="45" />
      <source>{name} shows a Fliege: five of a suit win the deal</source>
      <translation>{name} pokazuje Fliege: pet karata iste boje dobiva dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="97" />
      <source>{name} stays at home</source>
      <translation>{name} ostaje doma</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="67" />
      <location filename="../../gui/games/rams_family.py" line="295" />
      <source>{name} takes the cut card</source>
      <translation>{name} uzima dignutu kartu</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="428" />
      <source>{name} takes the trick</source>
      <translation>{name} uzima štih</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="426" />
      <source>{name} takes the trick (%n point(s))</source>
      <translation>
        <numerusform>{name} uzima štih (%n bod)</numerusform>
        <numerusform>{name} uzima štih (%n boda)</numerusform>
        <numerusform>{name} uzima štih (%n bodova)</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} takes the trick ({points} points)</source>
      <translation type="vanished">{name} uzima štih (bodovi: {points})</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="293" />
      <source>{name} takes the trump card</source>
      <translation>{name} uzima okrenuti adut</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="82" />
      <source>{name} takes the trump card, the {card}</source>
      <translation>{name} uzima okrenuti adut ({card})</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="55" />
      <location filename="../../gui/games/rams.py" line="131" />
      <source>{name} takes the widow</source>
      <translation>{name} uzima udovicu</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="157" />
      <source>{name} takes the {card}</source>
      <translation>{name} uzima {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="408" />
      <source>{name} took the trick</source>
      <translation>Štih uzima {name}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="405" />
      <source>{name} took the trick: %n point(s)</source>
      <translation>
        <numerusform>Štih uzima {name} (%n bod)</numerusform>
        <numerusform>Štih uzima {name} (%n boda)</numerusform>
        <numerusform>Štih uzima {name} (%n bodova)</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} took the trick: {points} points</source>
      <translation type="vanished">Štih uzima {name} (bodovi: {points})</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="171" />
      <source>{name} {how}</source>
      <translation>{name} {how}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/raub.py" line="53" />
      <source>{name} {how}: %n trick(s) to take</source>
      <translation>
        <numerusform>{name} {how}: treba uzeti %n štih</numerusform>
        <numerusform>{name} {how}: treba uzeti %n štiha</numerusform>
        <numerusform>{name} {how}: treba uzeti %n štihova</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="371" />
      <source>{name}: whiteout</source>
      <translation>{name}: bijela</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="89" />
      <source>{name}: whiteout! The cards are thrown in; the next scored deal counts ×{m}</source>
      <translation>{name}: bijela! Karte se bacaju; sljedeće bodovano dijeljenje vrijedi ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="432" />
      <source>{name}: {word}</source>
      <translation>{name}: {word}</translation>
    </message>
    <message>
      <source>{n} tricks</source>
      <translation type="vanished">štihova: {n}</translation>
    </message>
    <message>
      <source>{n} whiteouts</source>
      <translation type="vanished">bijelih: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="457" />
      <location filename="../../gui/games/generic.py" line="447" />
      <source>{suit} is trump</source>
      <translation>Adut: {suit}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/rams_family.py" line="132" />
      <source>{talon}: %n card(s)</source>
      <translation>
        <numerusform>{talon}: %n karta</numerusform>
        <numerusform>{talon}: %n karte</numerusform>
        <numerusform>{talon}: %n karata</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="230" />
      <source>{value} blind</source>
      <translation>{value} naslijepo</translation>
    </message>
  </context>
  <context>
    <name>TakenPile</name>
    <message numerus="yes">
      <location filename="../../gui/table/seat_plate.py" line="229" />
      <source>%n trick(s) taken</source>
      <translation>
        <numerusform>uzet %n štih</numerusform>
        <numerusform>uzeta %n štiha</numerusform>
        <numerusform>uzeto %n štihova</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Thousand</name>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="188" />
      <source>A nine at the bottom three times: you lose {points}</source>
      <translation>Tri puta devetka na dnu: gubiš {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="189" />
      <source>A nine at the bottom three times: {name} loses {points}</source>
      <translation>Tri puta devetka na dnu: {name} gubi {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="176" />
      <source>A nine at the bottom: you cut again</source>
      <translation>Devetka na dnu: dižeš ponovno</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="177" />
      <source>A nine at the bottom: {name} cuts again</source>
      <translation>Devetka na dnu: {name} diže ponovno</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="167" />
      <source>Aces {points}</source>
      <translation>Asovi {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="149" />
      <location filename="../../gui/games/thousand_view.py" line="248" />
      <source>Contract: {value} ({name})</source>
      <translation>Ugovor: {value} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="139" />
      <source>Deal {n}</source>
      <translation>Dijeljenje {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="106" />
      <source>Declare the Aces</source>
      <translation>Prijavi asove</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="105" />
      <source>Declare the four Aces as a marriage (+{points})?</source>
      <translation>Prijaviti četiri asa kao mariaž (+{points})?</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="115" />
      <source>Declare the marriage</source>
      <translation>Prijavi mariaž</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="113" />
      <source>Declare the marriage in {suit} (+{points}) and make {suit} trump?</source>
      <translation>Prijaviti mariaž u boji {suit} (+{points}) i učiniti {suit} adutom?</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="145" />
      <source>High bid: {value} ({name})</source>
      <translation>Najviša ponuda: {value} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="106" />
      <location filename="../../gui/games/thousand.py" line="115" />
      <source>Just play the card</source>
      <translation>Samo odigraj kartu</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="41" />
      <source>Marriages: {values},</source>
      <translation>Mariaži: {values},</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="74" />
      <location filename="../../gui/games/thousand_view.py" line="171" />
      <location filename="../../gui/games/thousand_view.py" line="257" />
      <source>No trump</source>
      <translation>Bez aduta</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="147" />
      <source>Opening bid: 100</source>
      <translation>Početna ponuda: 100</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="62" />
      <source>Pass</source>
      <translation>Dalje</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="152" />
      <source>Trick {n} of {total}</source>
      <translation>Štih {n} od {total}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="270" />
      <source>You concede the deal</source>
      <translation>Predaješ dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="263" />
      <source>You declare the four Aces: +{points}</source>
      <translation>Prijavljuješ četiri asa: +{points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="200" />
      <source>You demand a new deal: {reason}</source>
      <translation>Tražiš novo dijeljenje: {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="255" />
      <source>You play for {value}</source>
      <translation>Igraš za {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="252" />
      <source>You raise the contract to {value}</source>
      <translation>Podižeš ugovor na {value}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/thousand_view.py" line="278" />
      <source>You take the pile: %n point(s)</source>
      <translation>
        <numerusform>Uzimaš hrpu (%n bod)</numerusform>
        <numerusform>Uzimaš hrpu (%n boda)</numerusform>
        <numerusform>Uzimaš hrpu (%n bodova)</numerusform>
      </translation>
    </message>
    <message>
      <source>You take the pile: {points} points</source>
      <translation type="vanished">Uzimaš hrpu (bodovi: {points})</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="145" />
      <source>Your points: {points}</source>
      <translation>Tvoji bodovi: {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="144" />
      <source>Your points: {points} of {contract}</source>
      <translation>Tvoji bodovi: {points} od {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="46" />
      <source>barrel {n}/3</source>
      <translation>bačva {n}/3</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="48" />
      <source>bolts {n}</source>
      <translation>nule: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="39" />
      <source>four Aces {value}</source>
      <translation>četiri asa {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="285" />
      <source>four nines</source>
      <translation>četiri devetke</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="287" />
      <source>four nines after giving</source>
      <translation>četiri devetke nakon davanja</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="141" />
      <source>golden round</source>
      <translation>zlatna runda</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="286" />
      <source>nines in the stock</source>
      <translation>devetke u talonu</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="135" />
      <source>pile</source>
      <translation>hrpa</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="93" />
      <location filename="../../gui/games/thousand_view.py" line="109" />
      <source>stock</source>
      <translation>talon</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="117" />
      <source>stock {n}</source>
      <translation>talon {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="171" />
      <source>trump</source>
      <translation>adut</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="270" />
      <source>{name} concedes the deal</source>
      <translation>{name} predaje dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="264" />
      <source>{name} declares the four Aces: +{points}</source>
      <translation>{name} prijavljuje četiri asa: +{points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="200" />
      <source>{name} demands a new deal: {reason}</source>
      <translation>{name} traži novo dijeljenje: {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="255" />
      <source>{name} plays for {value}</source>
      <translation>{name} igra za {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="252" />
      <source>{name} raises the contract to {value}</source>
      <translation>{name} podiže ugovor na {value}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/thousand_view.py" line="279" />
      <source>{name} takes the pile: %n point(s)</source>
      <translation>
        <numerusform>{name} uzima hrpu (%n bod)</numerusform>
        <numerusform>{name} uzima hrpu (%n boda)</numerusform>
        <numerusform>{name} uzima hrpu (%n bodova)</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} takes the pile: {points} points</source>
      <translation type="vanished">{name} uzima hrpu (bodovi: {points})</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="53" />
      <source>{value} blind</source>
      <translation>{value} naslijepo</translation>
    </message>
  </context>
  <context>
    <name>ThousandPanels</name>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="72" />
      <source>A blind bid is made without looking; a blind winner's result counts double.</source>
      <translation>Ponuda naslijepo daje se bez gledanja karata; rezultat pobjednika naslijepo vrijedi dvostruko.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="37" />
      <source>A blind bid may not go above 120.</source>
      <translation>Ponuda naslijepo ne smije biti veća od 120.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="44" />
      <source>Above 120 you need a marriage (King and Queen of one suit) in your hand.</source>
      <translation>Iznad 120 trebaš mariaž (kralja i damu iste boje) u ruci.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="43" />
      <source>Above 120 you need a marriage (King and Queen of one suit, or all four Aces) in your hand.</source>
      <translation>Iznad 120 trebaš mariaž (kralja i damu iste boje ili sva četiri asa) u ruci.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="128" />
      <source>Announce your contract</source>
      <translation>Najavi svoj ugovor</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="57" />
      <source>Auction: {name} bids {value}</source>
      <translation>Licitacija: {name} licitira {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="64" />
      <source>Bid {value} blind</source>
      <translation>Licitiraj {value} naslijepo</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="146" />
      <source>Choose a stock</source>
      <translation>Izaberi talon</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="156" />
      <source>Click a card to discard it, or drag it onto the pile.</source>
      <translation>Klikni kartu da je odbaciš ili je povuci na hrpu.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="117" />
      <source>Click a card, then click it again to give it; or drag it onto the player.</source>
      <translation>Klikni kartu, pa je klikni ponovno da je daš; ili je povuci na igrača.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="164" />
      <source>Concede the deal</source>
      <translation>Predaj dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="86" />
      <source>Demand a new deal</source>
      <translation>Traži novo dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="155" />
      <source>Discard two cards</source>
      <translation>Odbaci dvije karte</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="103" />
      <source>Give a card to {name}</source>
      <translation>Daj kartu igraču {name}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="105" />
      <source>Give one card to each opponent</source>
      <translation>Daj po jednu kartu svakom protivniku</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="165" />
      <source>Give up this deal: each opponent scores 60; every third concession costs your contract.</source>
      <translation>Odustani od ovog dijeljenja: svaki protivnik dobiva 60; svaka treća predaja stoji te ugovora.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="87" />
      <source>Keep these cards</source>
      <translation>Zadrži ove karte</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="68" />
      <source>Look at my cards</source>
      <translation>Pogledaj svoje karte</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="70" />
      <source>Pass</source>
      <translation>Dalje</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="131" />
      <location filename="../../gui/games/thousand_panels.py" line="135" />
      <source>Play {value}</source>
      <translation>Igraj {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="148" />
      <source>Take stock {n}</source>
      <translation>Uzmi talon {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="136" />
      <source>The contract may be from {low} to {top}: it is never lowered.</source>
      <translation>Ugovor smije biti od {low} do {top}: nikad se ne smanjuje.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="109" />
      <source>The next card goes to:</source>
      <translation>Sljedeća karta ide igraču:</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="79" />
      <source>The stock holds two or more nines.</source>
      <translation>U talonu su dvije ili više devetki.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="41" />
      <source>With the marriages in your hand you may go up to {top}.</source>
      <translation>S mariažima u ruci smiješ ići do {top}.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="133" />
      <location filename="../../gui/games/thousand_panels.py" line="141" />
      <source>Without a marriage in your hand the contract cannot go above 120.</source>
      <translation>Bez mariaža u ruci ugovor ne može biti veći od 120.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="59" />
      <source>Without a marriage in your hand you can bid up to 120.</source>
      <translation>Bez mariaža u ruci možeš licitirati do 120.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="78" />
      <source>You hold all four nines.</source>
      <translation>Imaš sve četiri devetke.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="65" />
      <source>You may bid from {low} to {top}.</source>
      <translation>Možeš licitirati od {low} do {top}.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="83" />
      <source>You may demand a new deal</source>
      <translation>Smiješ tražiti novo dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="139" />
      <source>You may raise the contract to {top}; it is never lowered.</source>
      <translation>Smiješ podići ugovor do {top}; nikad se ne smanjuje.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="80" />
      <source>You now hold all four nines.</source>
      <translation>Sada imaš sve četiri devetke.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="55" />
      <source>You open the auction</source>
      <translation>Otvaraš licitaciju</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="39" />
      <source>{top} is the highest bid: all card points and every marriage.</source>
      <translation>{top} je najviša ponuda: svi bodovi u kartama i svi mariaži.</translation>
    </message>
  </context>
  <context>
    <name>ThousandSheet</name>
    <message numerus="yes">
      <location filename="../../gui/games/thousand_sheet.py" line="24" />
      <source>%n bolt(s)</source>
      <translation>
        <numerusform>%n nula</numerusform>
        <numerusform>%n nule</numerusform>
        <numerusform>%n nula</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="34" />
      <source>555: back to 0</source>
      <translation>555: natrag na 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="206" />
      <source>Arrived on the barrel: {n}</source>
      <translation>Dolazak na bačvu: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="136" />
      <source>Card points {cards} + marriage {m} = {total}</source>
      <translation>Bodovi u kartama {cards} + mariaž {m} = {total}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="135" />
      <source>Card points {n}</source>
      <translation>Bodovi u kartama {n}</translation>
    </message>
    <message>
      <source>Conceded, the {nth} time</source>
      <translation type="vanished">Predano, put: {nth}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="145" />
      <source>Conceded: time {n}</source>
      <translation>Predano: {n}. put</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="68" />
      <source>Contract</source>
      <translation>Ugovor</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="154" />
      <source>Contract {c} made</source>
      <translation>Ugovor {c} ispunjen</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="154" />
      <source>Contract {c} missed</source>
      <translation>Ugovor {c} promašen</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="66" />
      <source>Deal</source>
      <translation>Dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="67" />
      <source>Declarer</source>
      <translation>Nositelj igre</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="213" />
      <source>Exactly 555: back to 0</source>
      <translation>Točno 555: natrag na 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="208" />
      <source>Fell from the barrel: {n}</source>
      <translation>Pad s bačve: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="247" />
      <source>How</source>
      <translation>Kako</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="209" />
      <source>Knocked off the barrel: {n}</source>
      <translation>Obaranje s bačve: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="211" />
      <source>Made it on the barrel: {n}</source>
      <translation>Uspjeh na bačvi: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="204" />
      <source>No trick: bolt {n}</source>
      <translation>Bez štiha: nula br. {n}</translation>
    </message>
    <message>
      <source>No trick: {nth} bolt</source>
      <translation type="vanished">Bez štiha: nula ({nth})</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="153" />
      <source>On the barrel a contract under {n} does not count</source>
      <translation>Na bačvi se ugovor ispod {n} ne računa</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="207" />
      <source>On the barrel: attempt {n}/3</source>
      <translation>Na bačvi: pokušaj {n}/3</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="212" />
      <source>Past 1000: {n}</source>
      <translation>Preko 1000: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="273" />
      <source>Place</source>
      <translation>Mjesto</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="244" />
      <location filename="../../gui/games/thousand_sheet.py" line="273" />
      <source>Player</source>
      <translation>Igrač</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="69" />
      <source>Result</source>
      <translation>Ishod</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="246" />
      <location filename="../../gui/games/thousand_sheet.py" line="273" />
      <source>Score</source>
      <translation>Rezultat</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="186" />
      <source>Sits out</source>
      <translation>Pauzira</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="185" />
      <source>Sits out; the stock: {points}</source>
      <translation>Pauzira; talon: {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="166" />
      <source>The declarer conceded: {points}</source>
      <translation>Nositelj igre je predao: {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="165" />
      <source>The declarer conceded; on the barrel nothing counts</source>
      <translation>Nositelj igre je predao; na bačvi se ništa ne računa</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="205" />
      <source>Third bolt: {points}</source>
      <translation>Treća nula: {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="210" />
      <source>Third fall: back to 0</source>
      <translation>Treći pad: natrag na 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="245" />
      <source>This deal</source>
      <translation>Ovo dijeljenje</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="88" />
      <source>Total</source>
      <translation>Ukupno</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="264" />
      <source>You win the match with {score} points!</source>
      <translation>Dobivaš partiju s rezultatom {score}!</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="27" />
      <location filename="../../gui/games/thousand_sheet.py" line="93" />
      <source>barrel {n}/3</source>
      <translation>bačva {n}/3</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="57" />
      <source>blind</source>
      <translation>naslijepo</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="24" />
      <source>bolt</source>
      <translation>nula</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="95" />
      <source>bolts {n}</source>
      <translation>nule: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="247" />
      <source>card points and marriages, rounding, the contract, bolts and the barrel</source>
      <translation>bodovi u kartama i mariaži, zaokruživanje, ugovor, nule i bačva</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="53" />
      <source>conceded</source>
      <translation>predano</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="33" />
      <source>conceded ({n})</source>
      <translation>predano ({n})</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="149" />
      <source>costs the contract {points}</source>
      <translation>stoji ugovor {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="251" />
      <source>declarer</source>
      <translation>nositelj</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="54" />
      <source>failed</source>
      <translation>promašeno</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="150" />
      <source>free</source>
      <translation>slobodno</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="59" />
      <source>golden</source>
      <translation>zlatna</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="29" />
      <source>knocked off the barrel</source>
      <translation>obaranje s bačve</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="54" />
      <source>made</source>
      <translation>ispunjeno</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="43" />
      <source>new deal: {reason}</source>
      <translation>novo dijeljenje: {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="168" />
      <source>not counted on the barrel</source>
      <translation>ne računa se na bačvi</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="28" />
      <source>off the barrel</source>
      <translation>s bačve</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="26" />
      <source>on the barrel</source>
      <translation>na bačvi</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="176" />
      <source>rounded {n}</source>
      <translation>zaokruženo {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="70" />
      <source>running total, change and marks</source>
      <translation>tekući zbroj, promjena i oznake</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="30" />
      <source>third fall: back to 0</source>
      <translation>treći pad: natrag na 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="25" />
      <source>three bolts {points}</source>
      <translation>tri nule {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="45" />
      <source>void: a nine at the bottom three times</source>
      <translation>poništeno: tri puta devetka na dnu</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="31" />
      <location filename="../../gui/games/thousand_sheet.py" line="32" />
      <source>wins</source>
      <translation>pobjeđuje</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="267" />
      <source>{names} win the match</source>
      <translation>{names} dobivaju partiju</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="238" />
      <source>{name} conceded the contract of {contract}</source>
      <translation>{name}: ugovor {contract} predan</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="242" />
      <source>{name} played {contract} and failed</source>
      <translation>{name}: ugovor {contract} nije ispunjen</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="240" />
      <source>{name} played {contract} and made it</source>
      <translation>{name}: ugovor {contract} ispunjen</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="266" />
      <source>{name} wins the match with {score} points</source>
      <translation>{name} dobiva partiju s rezultatom {score}</translation>
    </message>
    <message>
      <source>{n} bolts</source>
      <translation type="vanished">nula: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="124" />
      <source>×2 blind</source>
      <translation>×2 naslijepo</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="126" />
      <source>×2 golden round</source>
      <translation>×2 zlatna runda</translation>
    </message>
  </context>
  <context>
    <name>games</name>
    <message>
      <source>Bauernschnapsen</source>
      <translation>Bauernschnapsen</translation>
    </message>
    <message>
      <source>Bohemian Watten</source>
      <translation>Böhmisch Watten</translation>
    </message>
    <message>
      <source>Fünf dazu!</source>
      <translation>Fünf dazu!</translation>
    </message>
    <message>
      <source>Mulatschak</source>
      <translation>Mulatschak</translation>
    </message>
    <message>
      <source>Mönch</source>
      <translation>Mönch</translation>
    </message>
    <message>
      <source>Rams</source>
      <translation>Rams</translation>
    </message>
    <message>
      <source>Ramsen</source>
      <translation>Ramsen</translation>
    </message>
    <message>
      <source>Raub</source>
      <translation>Raub</translation>
    </message>
    <message>
      <source>Schnalzen</source>
      <translation>Schnalzen</translation>
    </message>
    <message>
      <source>Thousand</source>
      <translation>Tisuća</translation>
    </message>
    <message>
      <source>Zwanzig</source>
      <translation>Zwanzig</translation>
    </message>
  </context>
  <context>
    <name>hints</name>
    <message>
      <source>A higher card of your marriage's suit is out: cash your likely winners first.</source>
      <translation>Viša karta boje tvog mariaža je vani: prvo naplati karte koje vjerojatno uzimaju.</translation>
    </message>
    <message>
      <source>Against a Bettler, lead low in a suit the declarer may hold: he may have to go over.</source>
      <translation>Protiv Bettlera izađi nisko u boji koju nositelj igre možda ima: možda će morati ići preko.</translation>
    </message>
    <message>
      <source>Against a Bettler, play your highest card that does not take the trick: keep low ones to lead.</source>
      <translation>Protiv Bettlera igraj svoju najvišu kartu koja ne uzima štih: niske čuvaj za izlaz.</translation>
    </message>
    <message>
      <source>Against a Schnapser, lead your cheapest card: each point brings the declarer nearer 66.</source>
      <translation>Protiv Schnapsera izađi najjeftinijom kartom: svaki bod približava nositelja igre broju 66.</translation>
    </message>
    <message>
      <source>An opponent is winning: take the trick with your cheapest card likely to keep it.</source>
      <translation>Protivnik uzima: uzmi štih najjeftinijom kartom koja će ga vjerojatno zadržati.</translation>
    </message>
    <message>
      <source>An opponent on the barrel would win the match with this auction: outbid him.</source>
      <translation>Protivnik na bačvi dobio bi partiju ovom licitacijom: nadlicitiraj ga.</translation>
    </message>
    <message>
      <source>Any of these does about as well.</source>
      <translation>Bilo koja od ovih je otprilike jednako dobra.</translation>
    </message>
    <message>
      <source>Both stocks are unseen, so either is as good.</source>
      <translation>Oba talona su neviđena, pa je svejedno koji.</translation>
    </message>
    <message>
      <source>Call all five only with five near-certain tricks.</source>
      <translation>Zovi svih pet samo s pet gotovo sigurnih štihova.</translation>
    </message>
    <message>
      <source>Counting out the last tricks, this card does best.</source>
      <translation>Kad se prebroje zadnji štihovi, ova karta je najbolja.</translation>
    </message>
    <message>
      <source>Cut rather than knock: forehand then chooses trumps from three cards, not five.</source>
      <translation>Radije digni nego kucaj: prva ruka tada bira adut od tri karte, ne od pet.</translation>
    </message>
    <message>
      <source>Declare your marriage while you may: the most valuable one first.</source>
      <translation>Prijavi mariaž dok smiješ: najvrjedniji prvi.</translation>
    </message>
    <message>
      <source>Discard your cheapest cards: never half of a marriage, never an ace.</source>
      <translation>Odbaci najjeftinije karte: nikad pola mariaža, nikad asa.</translation>
    </message>
    <message>
      <source>Four nines make a weak hand: ask for a new deal.</source>
      <translation>Četiri devetke čine slabu ruku: traži novo dijeljenje.</translation>
    </message>
    <message>
      <source>Fresh cards promise more than your weakest ones.</source>
      <translation>Nove karte obećavaju više od tvojih najslabijih.</translation>
    </message>
    <message>
      <source>Give away the card worth least: taking this trick is out of reach or does not pay.</source>
      <translation>Daj kartu najmanje vrijednosti: ovaj štih je nedostižan ili se ne isplati.</translation>
    </message>
    <message>
      <source>Give away your cheapest cards: never half of a marriage, never an ace.</source>
      <translation>Daj najjeftinije karte: nikad pola mariaža, nikad asa.</translation>
    </message>
    <message>
      <source>Go for this trick with your cheapest card that beats the cards played so far.</source>
      <translation>Idi na ovaj štih najjeftinijom kartom koja tuče dosad odigrane karte.</translation>
    </message>
    <message>
      <source>In a Bettler, every card you may play beats the trick: play your lowest.</source>
      <translation>U Bettleru svaka karta koju smiješ odigrati tuče štih: igraj najnižu.</translation>
    </message>
    <message>
      <source>In a Bettler, lead your lowest card.</source>
      <translation>U Bettleru izađi najnižom kartom.</translation>
    </message>
    <message>
      <source>In a Bettler, play your highest card that does not take the trick.</source>
      <translation>U Bettleru igraj svoju najvišu kartu koja ne uzima štih.</translation>
    </message>
    <message>
      <source>In deals played out from what you can see, losing this card hurts your contract least.</source>
      <translation>U dijeljenjima odigranima od onoga što vidiš, gubitak ove karte najmanje šteti tvom ugovoru.</translation>
    </message>
    <message>
      <source>In deals played out from what you can see, this exchange pays best.</source>
      <translation>U dijeljenjima odigranima od onoga što vidiš, ova zamjena najviše se isplati.</translation>
    </message>
    <message>
      <source>In deals played out from what you can see, this pays best.</source>
      <translation>U dijeljenjima odigranima od onoga što vidiš, ovo se najviše isplati.</translation>
    </message>
    <message>
      <source>It is the only card you may play.</source>
      <translation>To je jedina karta koju smiješ odigrati.</translation>
    </message>
    <message>
      <source>It is the only move you may make.</source>
      <translation>To je jedini potez koji smiješ napraviti.</translation>
    </message>
    <message>
      <source>Lead your highest card: it has the best chance of taking the trick.</source>
      <translation>Izađi najvišom kartom: ima najveće šanse uzeti štih.</translation>
    </message>
    <message>
      <source>Lead your marriage: it counts 20 or 40 at once.</source>
      <translation>Izađi s mariažem: odmah vrijedi 20 ili 40.</translation>
    </message>
    <message>
      <source>Led, this card takes the trick more often than not.</source>
      <translation>Kad se s njom izađe, ova karta češće uzme štih nego ne.</translation>
    </message>
    <message>
      <source>Look at your cards before you bid.</source>
      <translation>Pogledaj karte prije licitiranja.</translation>
    </message>
    <message>
      <source>Muss, said blind, pays only when you are close to winning.</source>
      <translation>Muss rečen naslijepo isplati se samo kad si blizu pobjede.</translation>
    </message>
    <message>
      <source>No lead is worth more: give up the lead as cheaply as possible.</source>
      <translation>Nijedan izlaz ne vrijedi više: prepusti izlaz što jeftinije.</translation>
    </message>
    <message>
      <source>No suit stands out in your three cards: let a turned-up card decide.</source>
      <translation>Nijedna boja se ne ističe u tvoje tri karte: neka odluči okrenuta karta.</translation>
    </message>
    <message>
      <source>Nobody after you can beat this card: it takes the trick.</source>
      <translation>Nitko nakon tebe ne može tući ovu kartu: uzima štih.</translation>
    </message>
    <message>
      <source>Nobody can beat the other defender's card: give him the most points.</source>
      <translation>Nitko ne može tući kartu drugog branitelja: daj mu najviše bodova.</translation>
    </message>
    <message>
      <source>Nobody can beat this card: it takes the trick and keeps its points from the declarer.</source>
      <translation>Nitko ne može tući ovu kartu: uzima štih i čuva njegove bodove od nositelja igre.</translation>
    </message>
    <message>
      <source>Nobody can beat this card: it takes the trick and keeps you the lead.</source>
      <translation>Nitko ne može tući ovu kartu: uzima štih i zadržava ti izlaz.</translation>
    </message>
    <message>
      <source>Nobody can beat this card: it takes the trick.</source>
      <translation>Nitko ne može tući ovu kartu: uzima štih.</translation>
    </message>
    <message>
      <source>Nobody can beat your partner's card: add the most points to it.</source>
      <translation>Nitko ne može tući kartu tvog partnera: dodaj joj najviše bodova.</translation>
    </message>
    <message>
      <source>None of your cards is weak enough to lay out.</source>
      <translation>Nijedna tvoja karta nije dovoljno slaba da je izložiš.</translation>
    </message>
    <message>
      <source>Nothing here promises enough: play on without raising the stakes.</source>
      <translation>Ništa ovdje ne obećava dovoljno: igraj dalje bez podizanja uloga.</translation>
    </message>
    <message>
      <source>Nothing is likely to win: lead the card least useful later and make the others spend high cards.</source>
      <translation>Ništa vjerojatno ne uzima: izađi kartom koja će kasnije najmanje trebati i natjeraj ostale da troše jake karte.</translation>
    </message>
    <message>
      <source>Nothing speaks for another choice.</source>
      <translation>Ništa ne govori u prilog drugom izboru.</translation>
    </message>
    <message>
      <source>Nothing to win here: play your lowest card.</source>
      <translation>Ovdje se nema što dobiti: igraj najnižu kartu.</translation>
    </message>
    <message>
      <source>On the barrel only a contract above 120 counts, and your hand can make one.</source>
      <translation>Na bačvi se računa samo ugovor iznad 120, a tvoja ruka ga može ispuniti.</translation>
    </message>
    <message>
      <source>On the barrel only a contract above 120 counts, and your hand is not good for one.</source>
      <translation>Na bačvi se računa samo ugovor iznad 120, a tvoja ruka nije dobra za njega.</translation>
    </message>
    <message>
      <source>Only a trump can beat this card, and nobody is likely to trump it.</source>
      <translation>Ovu kartu može tući samo adut, a vjerojatno je nitko neće sjeći.</translation>
    </message>
    <message>
      <source>Playing this hand does not pay: sit the deal out.</source>
      <translation>Igrati s ovom rukom se ne isplati: preskoči dijeljenje.</translation>
    </message>
    <message>
      <source>Playing this hand promises more than sitting the deal out.</source>
      <translation>Igrati s ovom rukom obećava više nego preskočiti dijeljenje.</translation>
    </message>
    <message>
      <source>Raub is said without looking at your cards: too risky.</source>
      <translation>Raub se kaže bez gledanja karata: preriskantno.</translation>
    </message>
    <message>
      <source>Take the trump for your card: on top it would cost a better card at a later place.</source>
      <translation>Uzmi adut umjesto svoje karte: povrh bi te na kasnijem mjestu stajao bolje karte.</translation>
    </message>
    <message>
      <source>Taking this trick is unlikely or not worth it: play the card that costs least.</source>
      <translation>Ovaj štih je malo vjerojatan ili ne vrijedi: igraj kartu koja najmanje stoji.</translation>
    </message>
    <message>
      <source>The card on sight is a trump or better than yours.</source>
      <translation>Otvorena karta je adut ili bolja od tvoje.</translation>
    </message>
    <message>
      <source>The contract has little chance: giving the deal up costs less.</source>
      <translation>Ugovor ima malo šanse: predaja dijeljenja manje stoji.</translation>
    </message>
    <message>
      <source>The cut card is not strong enough whatever the trumps will be.</source>
      <translation>Dignuta karta nije dovoljno jaka, kakav god adut bude.</translation>
    </message>
    <message>
      <source>The cut card is strong whatever the trumps will be.</source>
      <translation>Dignuta karta je jaka, kakav god adut bude.</translation>
    </message>
    <message>
      <source>The declarer could beat the other defender: take over with a card he likely cannot beat.</source>
      <translation>Nositelj igre mogao bi tući drugog branitelja: preuzmi kartom koju on vjerojatno ne može tući.</translation>
    </message>
    <message>
      <source>The declarer plays after you: follow low, so he may have to go over.</source>
      <translation>Nositelj igre igra poslije tebe: odgovori nisko, možda će morati ići preko.</translation>
    </message>
    <message>
      <source>The first hand must open the auction with 100.</source>
      <translation>Prva ruka mora otvoriti licitaciju sa 100.</translation>
    </message>
    <message>
      <source>The other defender is void in this suit and may trump it.</source>
      <translation>Drugi branitelj nema ovu boju i može je sjeći.</translation>
    </message>
    <message>
      <source>The other defender likely takes this trick: give him the most points.</source>
      <translation>Drugi branitelj vjerojatno uzima ovaj štih: daj mu najviše bodova.</translation>
    </message>
    <message>
      <source>The trump card would not make your hand clearly better.</source>
      <translation>Okrenuti adut ne bi ti ruku učinio jasno boljom.</translation>
    </message>
    <message>
      <source>These cards are unlikely to take a trick: lay them out, the best of them first.</source>
      <translation>Ove karte teško da uzimaju štih: izloži ih, najbolju prvu.</translation>
    </message>
    <message>
      <source>This announcement cannot fail.</source>
      <translation>Ova najava ne može pasti.</translation>
    </message>
    <message>
      <source>This card takes the trick more often than not.</source>
      <translation>Ova karta češće uzme štih nego ne.</translation>
    </message>
    <message>
      <source>This contract has the best expected score for your hand.</source>
      <translation>Ovaj ugovor ima najbolji očekivani rezultat za tvoju ruku.</translation>
    </message>
    <message>
      <source>This trick makes your contract, and nobody can beat this card.</source>
      <translation>Ovaj štih ispunjava tvoj ugovor, a nitko ne može tući ovu kartu.</translation>
    </message>
    <message>
      <source>This trick makes your contract, and nobody is likely to beat this card.</source>
      <translation>Ovaj štih ispunjava tvoj ugovor, a ovu kartu vjerojatno nitko neće tući.</translation>
    </message>
    <message>
      <source>Two nines in the stock leave your hand short of the contract: ask for a new deal.</source>
      <translation>Dvije devetke u talonu ostavljaju ti ruku preslabu za ugovor: traži novo dijeljenje.</translation>
    </message>
    <message>
      <source>Winning the auction at this bid is worth more to your hand than passing.</source>
      <translation>Dobiti licitaciju ovom ponudom vrijedi tvojoj ruci više nego reći dalje.</translation>
    </message>
    <message>
      <source>With all four aces, declare them: they count 200.</source>
      <translation>Sa sva četiri asa prijavi ih: vrijede 200.</translation>
    </message>
    <message>
      <source>You are close to winning, and Stih needs only one trick.</source>
      <translation>Blizu si pobjede, a za Stih treba samo jedan štih.</translation>
    </message>
    <message>
      <source>You are close to winning: Muss makes you declarer at once.</source>
      <translation>Blizu si pobjede: Muss te odmah čini nositeljem igre.</translation>
    </message>
    <message>
      <source>You are far behind a player close to winning: gamble on a blind bid.</source>
      <translation>Daleko si iza igrača koji je blizu pobjede: riskiraj ponudu naslijepo.</translation>
    </message>
    <message>
      <source>You can beat: this is your highest card that does.</source>
      <translation>Možeš tući: ovo ti je najviša karta koja tuče.</translation>
    </message>
    <message>
      <source>You cannot take this trick: follow low and keep your high cards.</source>
      <translation>Ne možeš uzeti ovaj štih: odgovori nisko i čuvaj jake karte.</translation>
    </message>
    <message>
      <source>You cannot take this trick: throw the card least likely to take one later.</source>
      <translation>Ne možeš uzeti ovaj štih: baci kartu koja kasnije najteže uzima.</translation>
    </message>
    <message>
      <source>You have no trick yet and few cards left: lead the card most likely to win.</source>
      <translation>Još nemaš štih, a karata je malo: izađi kartom koja najvjerojatnije uzima.</translation>
    </message>
    <message>
      <source>You have no trick yet: this card has the best chance of taking one.</source>
      <translation>Još nemaš štih: ova karta ima najveće šanse da ga uzme.</translation>
    </message>
    <message>
      <source>You hold most cards and points in this suit.</source>
      <translation>Imaš većinu karata i bodova u ovoj boji.</translation>
    </message>
    <message>
      <source>You hold the highest trump and more: draw the defenders' trumps first.</source>
      <translation>Imaš najviši adut i još: prvo izvuci adute braniteljima.</translation>
    </message>
    <message>
      <source>You must play this deal.</source>
      <translation>Moraš igrati ovo dijeljenje.</translation>
    </message>
    <message>
      <source>You play last: this is your lowest card that takes the trick.</source>
      <translation>Igraš zadnji: ovo ti je najniža karta koja uzima štih.</translation>
    </message>
    <message>
      <source>Your cards are good enough to keep.</source>
      <translation>Tvoje karte su dovoljno dobre da ih zadržiš.</translation>
    </message>
    <message>
      <source>Your cards have little hope of keeping this trick: beat it low, keep the high cards.</source>
      <translation>Tvoje karte teško da će zadržati ovaj štih: tuci nisko, čuvaj jake karte.</translation>
    </message>
    <message>
      <source>Your hand does not promise enough tricks to be declarer.</source>
      <translation>Tvoja ruka ne obećava dovoljno štihova za nositelja igre.</translation>
    </message>
    <message>
      <source>Your hand does not promise more: keep the contract you won.</source>
      <translation>Tvoja ruka ne obećava više: zadrži osvojeni ugovor.</translation>
    </message>
    <message>
      <source>Your hand does not promise two tricks.</source>
      <translation>Tvoja ruka ne obećava dva štiha.</translation>
    </message>
    <message>
      <source>Your hand is clearly better with the trump card instead of your weakest card.</source>
      <translation>Tvoja ruka je jasno bolja s okrenutim adutom umjesto najslabije karte.</translation>
    </message>
    <message>
      <source>Your hand is not worth a higher bid.</source>
      <translation>Tvoja ruka ne vrijedi višu ponudu.</translation>
    </message>
    <message>
      <source>Your hand is weak under these trumps: turn a new trump.</source>
      <translation>S ovim adutom ruka ti je slaba: okreni novi adut.</translation>
    </message>
    <message>
      <source>Your hand is weak: an unseen hand promises more.</source>
      <translation>Ruka ti je slaba: neviđena ruka obećava više.</translation>
    </message>
    <message>
      <source>Your hand may still take tricks: keep it.</source>
      <translation>Tvoja ruka još može uzeti štihove: zadrži je.</translation>
    </message>
    <message>
      <source>Your hand promises more than fresh cards would.</source>
      <translation>Tvoja ruka obećava više nego što bi nove karte.</translation>
    </message>
    <message>
      <source>Your hand promises most with this suit as trumps.</source>
      <translation>Tvoja ruka najviše obećava s ovom bojom kao adutom.</translation>
    </message>
    <message>
      <source>Your hand promises next to nothing under any trumps: throw it in.</source>
      <translation>Tvoja ruka ne obećava gotovo ništa ni uz kakav adut: baci je.</translation>
    </message>
    <message>
      <source>Your hand promises this many tricks with a margin to spare.</source>
      <translation>Tvoja ruka obećava toliko štihova, i to sa zalihom.</translation>
    </message>
    <message>
      <source>Your hand promises two tricks.</source>
      <translation>Tvoja ruka obećava dva štiha.</translation>
    </message>
    <message>
      <source>Your hand takes all five tricks almost surely, without exchanging.</source>
      <translation>Tvoja ruka gotovo sigurno uzima svih pet štihova, bez zamjene.</translation>
    </message>
    <message>
      <source>Your hand takes all five tricks almost surely.</source>
      <translation>Tvoja ruka gotovo sigurno uzima svih pet štihova.</translation>
    </message>
    <message>
      <source>Your highest card has the best chance of taking the trick.</source>
      <translation>Tvoja najviša karta ima najveće šanse uzeti štih.</translation>
    </message>
    <message>
      <source>Your own card has the better chance.</source>
      <translation>Tvoja karta ima bolje šanse.</translation>
    </message>
  </context>
  <context>
    <name>network</name>
    <message>
      <location filename="../../engine/net/messages.py" line="64" />
      <source>a message the host cannot read</source>
      <translation>poruka koju domaćin ne može pročitati</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="65" />
      <source>a player of that name already sits at the table</source>
      <translation>igrač s tim imenom već sjedi za stolom</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="69" />
      <source>no Kartln table answers at that address</source>
      <translation>na toj adresi ne odgovara nijedan Kartln stol</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="61" />
      <source>that seat is taken</source>
      <translation>to je mjesto zauzeto</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="68" />
      <source>the connection to the host was lost</source>
      <translation>veza s domaćinom je prekinuta</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="62" />
      <source>the host did not expect that message</source>
      <translation>domaćin ne očekuje tu poruku</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="66" />
      <source>the host has closed the table</source>
      <translation>domaćin je zatvorio stol</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="58" />
      <source>the host runs another version of Kartln; both computers need the same version</source>
      <translation>domaćin ima drugu verziju Kartln-a; oba računala trebaju istu verziju</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="70" />
      <source>the host sent something this Kartln cannot read</source>
      <translation>domaćin je poslao nešto što ovaj Kartln ne može pročitati</translation>
    </message>
    <message numerus="yes">
      <location filename="../../engine/net/messages.py" line="53" />
      <source>the host speaks version %n of the network protocol; update Kartln on both computers</source>
      <translation>
        <numerusform>domaćin koristi verziju %n mrežnog protokola; ažuriraj Kartln na oba računala</numerusform>
        <numerusform>domaćin koristi verziju %n mrežnog protokola; ažuriraj Kartln na oba računala</numerusform>
        <numerusform>domaćin koristi verziju %n mrežnog protokola; ažuriraj Kartln na oba računala</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="59" />
      <source>the table code is wrong</source>
      <translation>kôd stola nije točan</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="60" />
      <source>the table has no free seat</source>
      <translation>za stolom nema slobodnog mjesta</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="63" />
      <source>too many messages at once</source>
      <translation>previše poruka odjednom</translation>
    </message>
  </context>
  <context>
    <name>notes</name>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="63" />
      <source>66 reached</source>
      <translation>66 dosegnuto</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="62" />
      <source>66 reached; the other side has less than 33</source>
      <translation>66 dosegnuto; druga strana ima manje od 33</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="60" />
      <source>66 reached; the other side took no trick</source>
      <translation>66 dosegnuto; druga strana nije uzela nijedan štih</translation>
    </message>
    <message>
      <location filename="../../engine/games/moench/state.py" line="95" />
      <source>Fliege: five of a suit</source>
      <translation>Fliege: pet karata iste boje</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="27" />
      <source>General Rams lost</source>
      <translation>General Rams izgubljen</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="27" />
      <source>General Rams made</source>
      <translation>General Rams napravljen</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="411" />
      <source>Mulatschak failed</source>
      <translation>Mulatschak nije uspio</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="417" />
      <source>Mulatschak made</source>
      <translation>Mulatschak uspio</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="179" />
      <source>Refa: thrown in: everybody passed</source>
      <translation>Refa: karte bačene: svi su rekli dalje</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="178" />
      <source>Refa: thrown in: everybody passed the new trump</source>
      <translation>Refa: karte bačene: na novi adut svi su rekli dalje</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="147" />
      <source>Refa: thrown in: the dealer passed the deal</source>
      <translation>Refa: karte bačene: djelitelj je predao dijeljenje</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="196" />
      <source>Refa: thrown in: the new trump showed the same suit twice</source>
      <translation>Refa: karte bačene: novi adut dvaput iste boje</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="47" />
      <source>Whiteout: thrown in, the next deal counts double</source>
      <translation>Bijela: karte bačene, sljedeće dijeljenje vrijedi dvostruko</translation>
    </message>
    <message>
      <location filename="../../engine/games/schnalzen/state.py" line="24" />
      <source>all five tricks</source>
      <translation>svih pet štihova</translation>
    </message>
    <message>
      <location filename="../../engine/games/schnalzen/state.py" line="23" />
      <source>all three stayed at home: the dealer −5 without play</source>
      <translation>sva tri igrača ostala su doma: djelitelj −5 bez igre</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="421" />
      <source>bid {bid} failed</source>
      <translation>ponuda {bid} nije ispunjena</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="32" />
      <source>doubled by a Refa</source>
      <translation>udvostručeno zbog Refe</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="50" />
      <source>doubled by a whiteout</source>
      <translation>udvostručeno zbog bijele</translation>
    </message>
    <message>
      <location filename="../../engine/games/zwanzig/state.py" line="21" />
      <source>everybody else dropped: five tricks without play</source>
      <translation>svi drugi su odustali: pet štihova bez igre</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="49" />
      <source>everybody else stayed at home: the declarer −5 without play</source>
      <translation>svi drugi su ostali doma: nositelj igre −5 bez igre</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="48" />
      <source>everybody passed: thrown in</source>
      <translation>svi su rekli dalje: karte bačene</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="33" />
      <source>everybody said Nejdem: four tricks without play</source>
      <translation>svi su rekli Nejdem: četiri štiha bez igre</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="50" />
      <source>fewer than two played: not scored</source>
      <translation>igralo je manje od dva igrača: ne boduje se</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="65" />
      <source>nobody reached 66: the last trick wins</source>
      <translation>nitko nije dosegnuo 66: dobiva zadnji štih</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="272" />
      <source>{contract} claimed</source>
      <translation>{contract}: dobiveno bez igre</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="39" />
      <source>{contract} lost</source>
      <translation>{contract}: izgubljeno</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="38" />
      <source>{contract} made</source>
      <translation>{contract}: ispunjeno</translation>
    </message>
  </context>
  <context>
    <name>refusals</name>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="127" />
      <source>a Herrengang needs all five cards of one suit</source>
      <translation>za Herrengang trebaš svih pet karata iste boje</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="132" />
      <source>a Herrenschnapser needs all five trumps</source>
      <translation>za Herrenschnapser trebaš svih pet aduta</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="496" />
      <source>a bid above 120 needs a marriage (King and Queen of one suit) in your hand</source>
      <translation>za ponudu iznad 120 trebaš mariaž (kralja i damu iste boje) u ruci</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="494" />
      <source>a bid above 120 needs a marriage (King and Queen of one suit, or all four Aces) in your hand</source>
      <translation>za ponudu iznad 120 trebaš mariaž (kralja i damu iste boje ili sva četiri asa) u ruci</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="470" />
      <source>a blind bid is possible only before you look at your cards</source>
      <translation>naslijepo možeš licitirati samo prije nego pogledaš karte</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="488" />
      <source>a blind bid may not exceed 120</source>
      <translation>ponuda naslijepo ne smije biti veća od 120</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="394" />
      <location filename="../../engine/games/thousand/state.py" line="750" />
      <source>a marriage can be declared only after you have taken a trick</source>
      <translation>mariaž smiješ prijaviti tek kad uzmeš štih</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="364" />
      <location filename="../../engine/games/thousand/state.py" line="748" />
      <source>a marriage is declared by leading its King or Queen</source>
      <translation>mariaž se prijavljuje izlaskom s njegovim kraljem ili damom</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="392" />
      <source>a marriage is declared only when leading</source>
      <translation>mariaž se prijavljuje samo kad izlaziš</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="740" />
      <source>a marriage is declared only when leading to a trick</source>
      <translation>mariaž se prijavljuje samo kad izlaziš u štih</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="232" />
      <source>a {contract} does not outrank the {highest} announced</source>
      <translation>{contract} nije viši od već najavljenog ugovora: {highest}</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="137" />
      <source>after Muss nobody may say Nejdem</source>
      <translation>nakon Mussa nitko ne smije reći Nejdem</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="186" />
      <source>after a Mulatschak everybody plays</source>
      <translation>nakon Mulatschaka igraju svi</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="199" />
      <source>after a knock you have all five cards: name a trump</source>
      <translation>nakon kucanja imaš svih pet karata: odredi adut</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="743" />
      <source>an ace marriage can be declared only after you have taken a trick</source>
      <translation>mariaž od četiri asa smiješ prijaviti tek kad uzmeš štih</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="745" />
      <source>an ace marriage needs all four aces in your hand</source>
      <translation>za mariaž od asova trebaš sva četiri asa u ruci</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="668" />
      <source>announce the contract first</source>
      <translation>prvo najavi ugovor</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="209" />
      <source>bid Mulatschak or pass</source>
      <translation>licitiraj Mulatschak ili reci dalje</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="196" />
      <source>bid a number of tricks, Mulatschak, or pass</source>
      <translation>licitiraj broj štihova, Mulatschak ili reci dalje</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="210" />
      <source>bid from {lowest} to {highest} tricks</source>
      <translation>licitiraj broj štihova od {lowest} do {highest}</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="481" />
      <source>bids go up in steps of {step}</source>
      <translation>ponude rastu u koracima od {step}</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="96" />
      <source>call General Rams, or pass</source>
      <translation>zovi General Rams ili reci dalje</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="635" />
      <source>choose one of the two stocks first</source>
      <translation>prvo izaberi jedan od dva talona</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="341" />
      <source>choose the cards to exchange with the talon, or keep your cards</source>
      <translation>izaberi karte za zamjenu s talonom ili zadrži svoje karte</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="59" />
      <source>conceding the deal is not allowed in these rules</source>
      <translation>po ovim pravilima dijeljenje se ne smije predati</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="140" />
      <source>deal, pass the deal, or say Muss</source>
      <translation>dijeli, predaj dijeljenje ili reci Muss</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="650" />
      <source>demand a new deal or keep this one</source>
      <translation>traži novo dijeljenje ili zadrži ovo</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="622" />
      <source>discard two cards onto the other stock first</source>
      <translation>prvo odbaci dvije karte na drugi talon</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="596" />
      <source>each opponent receives exactly one card</source>
      <translation>svaki protivnik dobiva točno jednu kartu</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="91" />
      <source>everybody before you dropped, so you must play</source>
      <translation>svi prije tebe su odustali, pa moraš igrati</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="447" />
      <location filename="../../engine/games/thousand/state.py" line="475" />
      <source>first hand must open the auction with 100</source>
      <translation>prva ruka mora otvoriti licitaciju sa 100</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="125" />
      <source>forehand may not announce a Herrengang</source>
      <translation>prva ruka ne smije najaviti Herrengang</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="208" />
      <source>forehand names a trump or turns up a card now</source>
      <translation>sada prva ruka određuje adut ili okreće kartu</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="586" />
      <source>give one card to each opponent first</source>
      <translation>prvo daj po jednu kartu svakom protivniku</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="594" />
      <source>give the card to an opponent, not to yourself</source>
      <translation>kartu daj protivniku, ne sebi</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="397" />
      <source>in a solo contract only the declarer's marriages count</source>
      <translation>u ugovoru u kojem nositelj igre igra sam vrijede samo njegovi mariaži</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="458" />
      <source>it is the auction now: bid or pass</source>
      <translation>sada je licitacija: licitiraj ili reci dalje</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="197" />
      <source>lay out the cards to exchange on sight, or keep your hand</source>
      <translation>izloži karte za otvorenu zamjenu ili zadrži svoju ruku</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="472" />
      <source>look at your cards first, or bid blind</source>
      <translation>prvo pogledaj karte ili licitiraj naslijepo</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="396" />
      <source>marriages do not count in this contract</source>
      <translation>u ovom ugovoru mariaži ne vrijede</translation>
    </message>
    <message>
      <location filename="../../engine/games/zwanzig/state.py" line="90" />
      <source>name a suit you hold as trumps</source>
      <translation>za adut odredi boju koju imaš u ruci</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="117" />
      <source>name each card once</source>
      <translation>svaku kartu izaberi samo jednom</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="344" />
      <location filename="../../engine/games/zwanzig/state.py" line="89" />
      <source>name the trump suit</source>
      <translation>odredi adutsku boju</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="116" />
      <source>no such card</source>
      <translation>nema takve karte</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="109" />
      <source>nobody announces the normal game: it is played when everybody passes</source>
      <translation>normalna igra se ne najavljuje: igra se kad svi kažu dalje</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="112" />
      <source>not allowed now</source>
      <translation>sada to nije dopušteno</translation>
    </message>
    <message>
      <location filename="../../gui/controller.py" line="146" />
      <source>not your turn</source>
      <translation>nisi na potezu</translation>
    </message>
    <message>
      <location filename="../../gui/controller.py" line="142" />
      <location filename="../../gui/net/remote_seat.py" line="71" />
      <source>not your turn yet</source>
      <translation>još nisi na potezu</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="206" />
      <source>nothing outranks a Mulatschak: pass</source>
      <translation>ništa nije više od Mulatschaka: reci dalje</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="122" />
      <source>only an opponent of forehand may announce a {contract}</source>
      <translation>{contract} smije najaviti samo protivnik prve ruke</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="117" />
      <source>only forehand may announce a Bauernschnapser</source>
      <translation>Bauernschnapser smije najaviti samo prva ruka</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="130" />
      <source>only forehand may announce a Herrenschnapser</source>
      <translation>Herrenschnapser smije najaviti samo prva ruka</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="115" />
      <source>only forehand or his partner may announce a Bauernschnapser</source>
      <translation>Bauernschnapser smije najaviti samo prva ruka ili njegov partner</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="111" />
      <source>only forehand or his partner may announce a Schnapser</source>
      <translation>Schnapser smije najaviti samo prva ruka ili njegov partner</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="116" />
      <source>only forehand's partner may announce a Bauernschnapser</source>
      <translation>Bauernschnapser smije najaviti samo partner prve ruke</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="87" />
      <source>only one other player is playing, so you must play</source>
      <translation>igra samo još jedan igrač, pa moraš igrati</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="212" />
      <source>only the dealer may hold, and only a number somebody else bid</source>
      <translation>držati smije samo djelitelj, i to samo broj koji je licitirao netko drugi</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="242" />
      <source>pass or announce a contract</source>
      <translation>reci dalje ili najavi ugovor</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="201" />
      <source>pick the first or the second face-down card</source>
      <translation>izaberi prvu ili drugu kartu licem dolje</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="115" />
      <source>play a card</source>
      <translation>odigraj kartu</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="674" />
      <source>raising the contract after the stock is not allowed in these rules</source>
      <translation>po ovim pravilima ugovor se nakon talona ne smije podići</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="140" />
      <source>say Raub, Stih or pass</source>
      <translation>reci Raub, Stih ili dalje</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="343" />
      <source>say whether you play or drop</source>
      <translation>reci igraš li ili odustaješ</translation>
    </message>
    <message>
      <location filename="../../engine/games/ramsen/state.py" line="58" />
      <source>say whether you play or pass</source>
      <translation>reci igraš li ili kažeš dalje</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="199" />
      <location filename="../../engine/games/schnalzen/state.py" line="61" />
      <source>say whether you play or stay at home</source>
      <translation>reci igraš li ili ostaješ doma</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="306" />
      <source>say {word} or pass</source>
      <translation>reci {word} ili dalje</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="141" />
      <source>say “I lead” or pass</source>
      <translation>reci „Vodim” ili dalje</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="340" />
      <source>take the bottom card of the cut, or leave it</source>
      <translation>uzmi donju kartu dizanja ili je ostavi</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="198" />
      <source>take the face-up card, or keep your own</source>
      <translation>uzmi otvorenu kartu ili zadrži svoju</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="342" />
      <source>take the turned-up trump card for a card of your hand, or pass</source>
      <translation>zamijeni kartu iz ruke za okrenuti adut ili reci dalje</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="202" />
      <source>the card to turn up is picked at random in these rules</source>
      <translation>po ovim pravilima karta koja se okreće bira se nasumično</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="671" />
      <source>the contract can be raised but never lowered (it is {bid})</source>
      <translation>ugovor se smije podići, ali nikad smanjiti (sada je {bid})</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="677" />
      <source>the contract goes up in steps of {step}</source>
      <translation>ugovor se podiže u koracima od {step}</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="492" />
      <source>the cutter cuts the deck or knocks now</source>
      <translation>sada je na redu dizanje karata ili kucanje</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="193" />
      <source>the deal is played with a trump: name a suit</source>
      <translation>ovo se dijeljenje igra s adutom: odredi boju</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="221" />
      <source>the face-up card is not a trump: taking it puts it in place of your card</source>
      <translation>otvorena karta nije adut: ako je uzmeš, dolazi na mjesto tvoje karte</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="490" />
      <source>the highest possible bid is {bid}</source>
      <translation>najviša moguća ponuda je {bid}</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="113" />
      <source>the match is over</source>
      <translation>partija je gotova</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="222" />
      <source>the trump fills your hand whichever way you take it: take it, or keep your card</source>
      <translation>adut ti popunjava ruku kako god ga uzeo: uzmi ga ili zadrži svoju kartu</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="114" />
      <source>this is not the moment for that</source>
      <translation>sada nije trenutak za to</translation>
    </message>
    <message>
      <location filename="../../gui/controller.py" line="34" />
      <source>this move came too late: the table has moved on</source>
      <translation>ovaj je potez stigao prekasno: igra je već otišla dalje</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="195" />
      <source>throw in a whiteout, or play on</source>
      <translation>baci bijelu ili igraj dalje</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="753" />
      <source>to declare a marriage you must hold both the King and the Queen of {suit}</source>
      <translation>za prijavu mariaža moraš imati i kralja i damu u boji {suit}</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="368" />
      <source>to declare a marriage you need the King and the Queen of {suit}</source>
      <translation>za prijavu mariaža trebaš kralja i damu u boji {suit}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../engine/games/schnalzen/state.py" line="56" />
      <source>with %n or less you must play</source>
      <translation>
        <numerusform>kad imaš %n ili manje, moraš igrati</numerusform>
        <numerusform>kad imaš %n ili manje, moraš igrati</numerusform>
        <numerusform>kad imaš %n ili manje, moraš igrati</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../engine/games/mulatschak/state.py" line="190" />
      <source>with %n point(s) or less you must play</source>
      <translation>
        <numerusform>kad imaš %n bod ili manje, moraš igrati</numerusform>
        <numerusform>kad imaš %n boda ili manje, moraš igrati</numerusform>
        <numerusform>kad imaš %n bodova ili manje, moraš igrati</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="492" />
      <source>with the marriages you hold you may go up to {bid}</source>
      <translation>s mariažima u ruci smiješ ići do {bid}</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="188" />
      <source>with {suit} trumps everybody plays</source>
      <translation>kad je {suit} adut, igraju svi</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="168" />
      <source>you cannot follow {suit}, so you must play a trump</source>
      <translation>ne možeš odgovoriti na boju {suit}, pa moraš sjeći adutom</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="735" />
      <source>you cannot follow {suit}, so you must play a trump ({trump})</source>
      <translation>ne možeš odgovoriti na boju {suit}, pa moraš sjeći adutom ({trump})</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="122" />
      <source>you do not hold the {card}</source>
      <translation>nemaš kartu {card}</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="297" />
      <source>you exchanged cards, so you must play</source>
      <translation>nakon zamjene karata moraš igrati</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="440" />
      <source>you have already looked at your cards</source>
      <translation>tvoje su karte već otkrivene</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="566" />
      <source>you may concede only after taking the stock, before discarding your first card</source>
      <translation>predati smiješ tek nakon uzimanja talona, a prije nego odbaciš prvu kartu</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="567" />
      <source>you may concede only after taking the stock, before giving your first card</source>
      <translation>predati smiješ tek nakon uzimanja talona, a prije nego daš prvu kartu</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="578" />
      <source>you may concede only before discarding your first card</source>
      <translation>predati smiješ samo prije nego odbaciš prvu kartu</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="577" />
      <source>you may concede only before giving your first card</source>
      <translation>predati smiješ samo prije nego daš prvu kartu</translation>
    </message>
    <message numerus="yes">
      <location filename="../../engine/games/rams_family/match.py" line="330" />
      <source>you may exchange at most %n card(s) now</source>
      <translation>
        <numerusform>sada smiješ zamijeniti najviše %n kartu</numerusform>
        <numerusform>sada smiješ zamijeniti najviše %n karte</numerusform>
        <numerusform>sada smiješ zamijeniti najviše %n karata</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="195" />
      <source>you may name only a suit you hold a card of, not {suit}</source>
      <translation>smiješ odrediti samo boju koju imaš u ruci, ne {suit}</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="334" />
      <source>you may not drop now</source>
      <translation>sada ne smiješ odustati</translation>
    </message>
    <message>
      <location filename="../../engine/games/bohemian_watten/state.py" line="55" />
      <source>you may not exchange the turned-up card you took</source>
      <translation>uzetu okrenutu kartu ne smiješ mijenjati</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="165" />
      <source>you must beat the {card} if you can</source>
      <translation>ako možeš, moraš tući kartu {card}</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="479" />
      <source>you must bid at least {bid}</source>
      <translation>moraš licitirati najmanje {bid}</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="163" />
      <source>you must follow suit: trumps were led</source>
      <translation>moraš odgovoriti na boju: izašlo se adutom</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="734" />
      <location filename="../../engine/match.py" line="164" />
      <source>you must follow suit: {suit}</source>
      <translation>moraš odgovoriti na boju: {suit}</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="169" />
      <source>you must play a trump higher than the {card} if you can</source>
      <translation>ako možeš, moraš igrati adut viši od karte {card}</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="170" />
      <source>you must take the trick if you can: play a card that beats the {card}</source>
      <translation>ako možeš, moraš uzeti štih: igraj kartu koja tuče kartu {card}</translation>
    </message>
    <message>
      <location filename="../../engine/games/ramsen/state.py" line="53" />
      <source>you took the cut card, so you must play</source>
      <translation>nakon uzimanja dignute karte moraš igrati</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="597" />
      <source>{seat} does not play in this deal</source>
      <translation>{seat} ne igra u ovom dijeljenju</translation>
    </message>
  </context>
  <context>
    <name>rules</name>
    <message>
      <source>+10 (as in the rule text)</source>
      <translation>+10 (kao u tekstu pravila)</translation>
    </message>
    <message>
      <source>+10 besides his tricks (−1 each, +5 for none)</source>
      <translation>+10 uz njegove štihove (−1 po štihu, +5 bez štiha)</translation>
    </message>
    <message>
      <source>9♦, 7♦ and Q♣ stay permanent trumps below the trump ace; off: the Mönch is the only one.</source>
      <translation>9♦, 7♦ i Q♣ ostaju stalni aduti ispod adutskog asa; isključeno: Mönch je jedini.</translation>
    </message>
    <message>
      <source>A 10 K Q J 9 8 7 (as in Zwanzig), or the plain A K Q J 10 9 8 7.</source>
      <translation>A 10 K Q J 9 8 7 (kao u Zwanzigu) ili obično A K Q J 10 9 8 7.</translation>
    </message>
    <message>
      <source>A 10 K Q J 9 8 7, or the plain A K Q J 10 9 8 7.</source>
      <translation>A 10 K Q J 9 8 7 ili obično A K Q J 10 9 8 7.</translation>
    </message>
    <message>
      <source>A Joker</source>
      <translation>Joker</translation>
    </message>
    <message>
      <source>A bid above 120 is allowed only with a King and Queen of one suit in hand.</source>
      <translation>Ponuda iznad 120 dopuštena je samo s kraljem i damom iste boje u ruci.</translation>
    </message>
    <message>
      <source>A deal in which everybody says Nejdem is scored and doubled by a pending Refa.</source>
      <translation>Dijeljenje u kojem svi kažu Nejdem boduje se i udvostručuje zbog Refe na čekanju.</translation>
    </message>
    <message>
      <source>A deal without defenders uses a Refa</source>
      <translation>Dijeljenje bez branitelja troši Refu</translation>
    </message>
    <message>
      <source>A dealer who took the turned-up trump card has exchanged and must play.</source>
      <translation>Djelitelj koji je uzeo okrenuti adut je mijenjao i mora igrati.</translation>
    </message>
    <message>
      <source>A defender who holds all four nines after the declarer gives cards may demand a new deal.</source>
      <translation>Branitelj koji nakon što mu nositelj igre da karte ima sve četiri devetke smije tražiti novo dijeljenje.</translation>
    </message>
    <message>
      <source>A defender without a trick gets a bolt; three bolts cost 120.</source>
      <translation>Branitelj bez štiha dobiva nulu; tri nule stoje 120.</translation>
    </message>
    <message>
      <source>A failed bid</source>
      <translation>Neispunjena ponuda</translation>
    </message>
    <message>
      <source>A nine at the bottom after the cut means cutting again; the third time in a row costs the cutter 120 and the deal is void.</source>
      <translation>Devetka na dnu nakon dizanja znači ponovno dizanje; treći put zaredom stoji onoga tko diže 120 i dijeljenje se poništava.</translation>
    </message>
    <message>
      <source>A pass is final</source>
      <translation>Dalje je konačno</translation>
    </message>
    <message>
      <source>A player below the barrel whose score passes 1000 wins at once.</source>
      <translation>Igrač ispod bačve čiji rezultat prijeđe 1000 odmah pobjeđuje.</translation>
    </message>
    <message>
      <source>A player dealt all four nines may demand a new deal.</source>
      <translation>Igrač koji dobije sve četiri devetke smije tražiti novo dijeljenje.</translation>
    </message>
    <message>
      <source>A player may bid to take no trick at all (otherwise bids start at one).</source>
      <translation>Igrač smije licitirati da neće uzeti nijedan štih (inače ponude počinju od jedan).</translation>
    </message>
    <message>
      <source>A player reaching this score sits on the barrel and must win from there.</source>
      <translation>Igrač koji dosegne ovaj rezultat sjeda na bačvu i mora pobijediti odande.</translation>
    </message>
    <message>
      <source>A player who can win the trick with a card he may play must do so.</source>
      <translation>Igrač koji smije odigrati kartu koja uzima štih mora to učiniti.</translation>
    </message>
    <message>
      <source>A player who follows suit must play a card that beats the highest card of the suit so far, if he has one.</source>
      <translation>Igrač koji odgovara na boju mora odigrati kartu koja tuče dosad najvišu kartu te boje, ako je ima.</translation>
    </message>
    <message>
      <source>A player who passed may not announce later in the auction (§11 #4).</source>
      <translation>Igrač koji je rekao dalje ne smije kasnije najaviti u licitaciji (§11 #4).</translation>
    </message>
    <message>
      <source>A player who took the cut card may not pass.</source>
      <translation>Igrač koji je uzeo dignutu kartu ne smije reći dalje.</translation>
    </message>
    <message>
      <source>A player whose score is exactly 555 after a deal falls to 0.</source>
      <translation>Igrač koji nakon dijeljenja ima točno 555 pada na 0.</translation>
    </message>
    <message>
      <source>A player without king, ober and unter may throw the cards in; the same dealer deals again and the next scored deal counts double.</source>
      <translation>Igrač bez kralja, obera i untera smije baciti karte; isti djelitelj dijeli ponovno, a sljedeće bodovano dijeljenje vrijedi dvostruko.</translation>
    </message>
    <message>
      <source>A random one of the two</source>
      <translation>Nasumično jedna od dviju</translation>
    </message>
    <message>
      <source>A seven turned up as the trump card always makes the dealer declarer needing one trick (otherwise he may say Stih).</source>
      <translation>Sedmica okrenuta kao adut uvijek čini djelitelja nositeljem igre kojem treba jedan štih (inače smije reći Stih).</translation>
    </message>
    <message>
      <source>A turned seven is Stih</source>
      <translation>Okrenuta sedmica je Stih</translation>
    </message>
    <message>
      <source>A whiteout hand must hold no ace either.</source>
      <translation>Bijela ruka ne smije imati ni asa.</translation>
    </message>
    <message>
      <source>Ace marriage</source>
      <translation>Mariaž asova</translation>
    </message>
    <message>
      <source>Ace–ten: A 10 K Q J 9 8 7</source>
      <translation>As–desetka: A 10 K Q J 9 8 7</translation>
    </message>
    <message>
      <source>After Raub, Stih or Muss the dealer must take the trump card (otherwise he may).</source>
      <translation>Nakon Rauba, Stiha ili Mussa djelitelj mora uzeti okrenuti adut (inače smije).</translation>
    </message>
    <message>
      <source>After taking the stock and before giving (or discarding) a card, the declarer may give up the deal: each opponent scores 60. The declarer's first two concessions of the match are free; every third one costs him his contract.</source>
      <translation>Nakon uzimanja talona, a prije davanja (ili odbacivanja) karte, nositelj igre smije predati dijeljenje: svaki protivnik dobiva 60. Prve dvije predaje nositelja igre u partiji su besplatne; svaka treća stoji ga ugovora.</translation>
    </message>
    <message>
      <source>All four Aces held together are a marriage worth 200, declared like a marriage by leading one of them after taking a trick. It does not change the trump; it counts as a marriage for bids and raises above 120.</source>
      <translation>Sva četiri asa zajedno mariaž su vrijedan 200, prijavljuju se kao mariaž izlaskom s jednim od njih nakon uzetog štiha. Ne mijenjaju adut; za ponude i podizanja iznad 120 računaju se kao mariaž.</translation>
    </message>
    <message>
      <source>An ace prevents a whiteout</source>
      <translation>As sprječava bijelu</translation>
    </message>
    <message>
      <source>As printed</source>
      <translation>Kako je otisnuto</translation>
    </message>
    <message>
      <source>At the end of the deal</source>
      <translation>Na kraju dijeljenja</translation>
    </message>
    <message>
      <source>At the trick</source>
      <translation>Kod štiha</translation>
    </message>
    <message>
      <source>Austrian, German-suited</source>
      <translation>Austrijske, njemačke boje</translation>
    </message>
    <message>
      <source>Austrian: Weli second highest, an ace prevents a whiteout</source>
      <translation>Austrijski: Weli drugi najviši, as sprječava bijelu</translation>
    </message>
    <message>
      <source>Barrel at</source>
      <translation>Bačva na</translation>
    </message>
    <message>
      <source>Barrel: fine after three deals</source>
      <translation>Bačva: kazna nakon tri dijeljenja</translation>
    </message>
    <message>
      <source>Barrel: fine when knocked off</source>
      <translation>Bačva: kazna kad te obore</translation>
    </message>
    <message>
      <source>Before play or pass</source>
      <translation>Prije kruga „igram ili dalje”</translation>
    </message>
    <message>
      <source>Bettler value</source>
      <translation>Vrijednost Bettlera</translation>
    </message>
    <message>
      <source>Between two strikers other than the right one the first played wins, or the suit decides (♥ &gt; ♦ &gt; ♣ &gt; ♠).</source>
      <translation>Između dva Schlaga koji nisu pravi (Rechte) dobiva prvi odigrani, ili odlučuje boja (♥ &gt; ♦ &gt; ♣ &gt; ♠).</translation>
    </message>
    <message>
      <source>Bid step</source>
      <translation>Korak ponude</translation>
    </message>
    <message>
      <source>Bid zero tricks</source>
      <translation>Ponuda nula štihova</translation>
    </message>
    <message>
      <source>Bidding</source>
      <translation>Licitacija</translation>
    </message>
    <message>
      <source>Bids above 120 need a marriage</source>
      <translation>Ponude iznad 120 traže mariaž</translation>
    </message>
    <message>
      <source>Bids and raises go up in steps of this size.</source>
      <translation>Ponude i podizanja rastu u koracima ove veličine.</translation>
    </message>
    <message>
      <source>Blind bidding</source>
      <translation>Licitacija naslijepo</translation>
    </message>
    <message>
      <source>Bolts</source>
      <translation>Nule</translation>
    </message>
    <message>
      <source>By internal suit</source>
      <translation>Po unutarnjoj boji</translation>
    </message>
    <message>
      <source>By suit: ♥ ♦ ♣ ♠</source>
      <translation>Po boji: ♥ ♦ ♣ ♠</translation>
    </message>
    <message>
      <source>By the suit as printed in the pack (French ♣ 60 / ♠ 40, German Grün 60 / Eichel 40), or by the internal suit (German Eichel 60 / Grün 40).</source>
      <translation>Po boji kako je otisnuta na kartama (francuske ♣ 60 / ♠ 40, njemačke Grün 60 / Eichel 40) ili po unutarnjoj boji (njemačke Eichel 60 / Grün 40).</translation>
    </message>
    <message>
      <source>Cap bids by held marriages</source>
      <translation>Ograniči ponude mariažima u ruci</translation>
    </message>
    <message>
      <source>Card order</source>
      <translation>Redoslijed karata</translation>
    </message>
    <message>
      <source>Card pack</source>
      <translation>Karte</translation>
    </message>
    <message>
      <source>Conceding the contract</source>
      <translation>Predaja ugovora</translation>
    </message>
    <message>
      <source>Count down from 24</source>
      <translation>Odbrojavanje od 24</translation>
    </message>
    <message>
      <source>Criticals</source>
      <translation>Kritične (Kritische)</translation>
    </message>
    <message>
      <source>Dealer must take the trump card</source>
      <translation>Djelitelj mora uzeti okrenuti adut</translation>
    </message>
    <message>
      <source>Declarer's partner sits out</source>
      <translation>Partner nositelja igre pauzira</translation>
    </message>
    <message>
      <source>Defenders round to</source>
      <translation>Branitelji zaokružuju na</translation>
    </message>
    <message>
      <source>Defenders' points are rounded to this multiple.</source>
      <translation>Bodovi branitelja zaokružuju se na ovaj višekratnik.</translation>
    </message>
    <message>
      <source>Diamonds: everybody plays</source>
      <translation>Karo: igraju svi</translation>
    </message>
    <message>
      <source>Dump truck at 555</source>
      <translation>Kiper na 555</translation>
    </message>
    <message>
      <source>Each player may exchange up to five cards while the talon lasts, or the whole table only five cards together (the dealer's swap with the trump card does not count).</source>
      <translation>Svaki igrač smije zamijeniti do pet karata dok traje talon, ili cijeli stol zajedno samo pet karata (djeliteljeva zamjena s okrenutim adutom se ne računa).</translation>
    </message>
    <message>
      <source>Equal strikers</source>
      <translation>Jednaki Schlagovi</translation>
    </message>
    <message>
      <source>Everyone, the declarer too</source>
      <translation>Svi, i nositelj igre</translation>
    </message>
    <message>
      <source>Exactly 0</source>
      <translation>Točno 0</translation>
    </message>
    <message>
      <source>Exchange limit</source>
      <translation>Ograničenje zamjene</translation>
    </message>
    <message>
      <source>Falling off the barrel for the third time resets the score to 0.</source>
      <translation>Treći pad s bačve vraća rezultat na 0.</translation>
    </message>
    <message>
      <source>First lead</source>
      <translation>Prvi izlaz</translation>
    </message>
    <message>
      <source>Five cards for the whole table</source>
      <translation>Pet karata za cijeli stol</translation>
    </message>
    <message>
      <source>Five cards of one suit (the Mönch counts as any suit) win the deal as five tricks.</source>
      <translation>Pet karata iste boje (Mönch vrijedi kao bilo koja boja) dobiva dijeljenje kao pet štihova.</translation>
    </message>
    <message>
      <source>Fliege</source>
      <translation>Fliege</translation>
    </message>
    <message>
      <source>Follow and head, else trump and overtrump (Farb- und Stichzwang)</source>
      <translation>Odgovori na boju i tuci, inače sijeci i nadsijeci (Farb- und Stichzwang)</translation>
    </message>
    <message>
      <source>Follow suit, else trump, else any card</source>
      <translation>Odgovori na boju, inače adut, inače bilo koja karta</translation>
    </message>
    <message>
      <source>Following</source>
      <translation>Odgovaranje</translation>
    </message>
    <message>
      <source>Forehand in every trump contract, the declarer in the others</source>
      <translation>Prva ruka u svakom adutskom ugovoru, nositelj igre u ostalima</translation>
    </message>
    <message>
      <source>Forehand in the normal game and the Kontra contracts, else the declarer</source>
      <translation>Prva ruka u normalnoj igri i ugovorima s Kontrom, inače nositelj igre</translation>
    </message>
    <message>
      <source>Forehand may name only a suit of which he holds a card (§11 #1); off: any suit.</source>
      <translation>Prva ruka smije odrediti samo boju koju ima u ruci (§11 #1); isključeno: bilo koju boju.</translation>
    </message>
    <message>
      <source>Forehand only</source>
      <translation>Samo prva ruka</translation>
    </message>
    <message>
      <source>Forehand or his partner</source>
      <translation>Prva ruka ili njegov partner</translation>
    </message>
    <message>
      <source>Forehand picks one of the two</source>
      <translation>Prva ruka bira jednu od dviju</translation>
    </message>
    <message>
      <source>Forehand turns up one of his two undealt cards as trump: he picks which (blind), or the deal picks (§11 #2).</source>
      <translation>Prva ruka okreće jednu od svojih dviju nepodijeljenih karata kao adut: sam bira koju (naslijepo) ili bira dijeljenje (§11 #2).</translation>
    </message>
    <message>
      <source>Forehand's partner only</source>
      <translation>Samo partner prve ruke</translation>
    </message>
    <message>
      <source>Four nines only as dealt</source>
      <translation>Četiri devetke samo iz dijeljenja</translation>
    </message>
    <message>
      <source>Four players in two partnerships, partners sitting opposite.</source>
      <translation>Četiri igrača u dva para, partneri sjede nasuprot.</translation>
    </message>
    <message>
      <source>Four players, each for himself.</source>
      <translation>Četiri igrača, svaki za sebe.</translation>
    </message>
    <message>
      <source>Four players: dealer scores the stock</source>
      <translation>Četiri igrača: djelitelj dobiva talon</translation>
    </message>
    <message>
      <source>French</source>
      <translation>Francuske</translation>
    </message>
    <message>
      <source>French or German suits. The pack decides which suit's marriage is worth 60 and which 40.</source>
      <translation>Francuske ili njemačke boje. Karte određuju mariaž koje boje vrijedi 60, a koje 40.</translation>
    </message>
    <message>
      <source>From this deal on hearts are always trumps and nobody announces (0: never).</source>
      <translation>Od ovog dijeljenja herc je uvijek adut i nitko ne najavljuje (0: nikad).</translation>
    </message>
    <message>
      <source>Game points of a Bettler (§11 #14).</source>
      <translation>Bodovi igre za Bettler (§11 #14).</translation>
    </message>
    <message>
      <source>German</source>
      <translation>Njemačke</translation>
    </message>
    <message>
      <source>Golden round</source>
      <translation>Zlatna runda</translation>
    </message>
    <message>
      <source>Golden round and blind bids</source>
      <translation>Zlatna runda i ponude naslijepo</translation>
    </message>
    <message>
      <source>Head in contracts, not in the normal game; trump only to win</source>
      <translation>Tući u ugovorima, ne u normalnoj igri; sjeći samo za uzimanje štiha</translation>
    </message>
    <message>
      <source>Hearts from deal</source>
      <translation>Herc od dijeljenja</translation>
    </message>
    <message>
      <source>In every contract but the normal game the declarer plays alone; off: his partner plays with him and the contract's goal is the team's (§11 #9).</source>
      <translation>U svakom ugovoru osim normalne igre nositelj igre igra sam; isključeno: partner igra s njim, a cilj ugovora je cilj ekipe (§11 #9).</translation>
    </message>
    <message>
      <source>Its holder may name any suit as trumps before the play-or-pass round, or when he plays the Mönch (from the next trick on), or not at all.</source>
      <translation>Tko ga ima, smije odrediti bilo koju boju za adut prije kruga igre ili odustajanja, ili kad odigra Mönch (od sljedećeg štiha), ili nikako.</translation>
    </message>
    <message>
      <source>Keep Ramsen's permanent trumps</source>
      <translation>Zadrži stalne adute iz Ramsena</translation>
    </message>
    <message>
      <source>Knocking</source>
      <translation>Kucanje</translation>
    </message>
    <message>
      <source>Kontra, Re and Sub</source>
      <translation>Kontra, Re i Sub</translation>
    </message>
    <message>
      <source>Lowest trump</source>
      <translation>Najniži adut</translation>
    </message>
    <message>
      <source>Marriage values</source>
      <translation>Vrijednosti mariaža</translation>
    </message>
    <message>
      <source>Maxi (K♥), Belli (7♦) and Spitz (7♣) are the three highest trumps; the cutter may take a Critical seen at the bottom of the cut.</source>
      <translation>Maxi (K♥), Belli (7♦) i Spitz (7♣) tri su najviša aduta; onaj tko diže smije uzeti Kritičnu koju vidi na dnu dizanja.</translation>
    </message>
    <message>
      <source>Must win when following</source>
      <translation>Mora uzeti kad odgovara</translation>
    </message>
    <message>
      <source>Mönch names trumps</source>
      <translation>Mönch određuje adut</translation>
    </message>
    <message>
      <source>Never</source>
      <translation>Nikad</translation>
    </message>
    <message>
      <source>Nine at the bottom</source>
      <translation>Devetka na dnu</translation>
    </message>
    <message>
      <source>No exchange at 3 or less</source>
      <translation>Bez zamjene na 3 ili manje</translation>
    </message>
    <message>
      <source>Nobody may drop when diamonds are trumps.</source>
      <translation>Nitko ne smije odustati kad je karo adut.</translation>
    </message>
    <message>
      <source>One round</source>
      <translation>Jedan krug</translation>
    </message>
    <message>
      <source>One round of bids, or rounds until all but the highest bidder have passed.</source>
      <translation>Jedan krug ponuda ili krugovi dok svi osim najvišeg ponuđača ne kažu dalje.</translation>
    </message>
    <message>
      <source>Only the lowest wins</source>
      <translation>Pobjeđuje samo najniži</translation>
    </message>
    <message>
      <source>Plain: A K Q J 10 9 8 7</source>
      <translation>Obično: A K Q J 10 9 8 7</translation>
    </message>
    <message>
      <source>Play out Herrengang and Herrenschnapser</source>
      <translation>Odigraj Herrengang i Herrenschnapser</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Igrači</translation>
    </message>
    <message>
      <source>Players may bid up to 120 before looking at their cards; a blind winner's result counts double.</source>
      <translation>Igrači smiju licitirati do 120 prije nego pogledaju karte; rezultat pobjednika naslijepo vrijedi dvostruko.</translation>
    </message>
    <message>
      <source>Points lost by a barrel player pushed off by a newcomer.</source>
      <translation>Bodovi koje gubi igrač na bačvi kad ga s nje obori pridošlica.</translation>
    </message>
    <message>
      <source>Points lost by a barrel player who fails to win in three deals.</source>
      <translation>Bodovi koje gubi igrač na bačvi koji ne pobijedi u tri dijeljenja.</translation>
    </message>
    <message>
      <source>Polish (Tysiąc)</source>
      <translation>Poljska (Tysiąc)</translation>
    </message>
    <message>
      <source>Raise after the stock</source>
      <translation>Podizanje nakon talona</translation>
    </message>
    <message>
      <source>Rank of the Weli</source>
      <translation>Rang Welija</translation>
    </message>
    <message>
      <source>Re-deal after giving</source>
      <translation>Novo dijeljenje nakon davanja</translation>
    </message>
    <message>
      <source>Re-deal on four nines</source>
      <translation>Novo dijeljenje na četiri devetke</translation>
    </message>
    <message>
      <source>Re-deal on nines in the stock</source>
      <translation>Novo dijeljenje zbog devetki u talonu</translation>
    </message>
    <message>
      <source>Russian (standard)</source>
      <translation>Ruska (standardna)</translation>
    </message>
    <message>
      <source>Schleken</source>
      <translation>Schleken</translation>
    </message>
    <message>
      <source>Schleken obliges play</source>
      <translation>Schleken obvezuje na igru</translation>
    </message>
    <message>
      <source>Second highest trump</source>
      <translation>Drugi najviši adut</translation>
    </message>
    <message>
      <source>Short: five tokens</source>
      <translation>Kratko: pet žetona</translation>
    </message>
    <message>
      <source>Shorter: seven tokens</source>
      <translation>Kraće: sedam žetona</translation>
    </message>
    <message>
      <source>Standard (as in the rule text)</source>
      <translation>Standardno (kao u tekstu pravila)</translation>
    </message>
    <message>
      <source>Standard: ten tokens</source>
      <translation>Standardno: deset žetona</translation>
    </message>
    <message>
      <source>Tavern rules: Farb- und Stichzwang, knocking allowed</source>
      <translation>Gostionička pravila: Farb- und Stichzwang, kucanje dopušteno</translation>
    </message>
    <message>
      <source>Teams start at 24 and subtract their game points; first to 0 wins (§11 #16).</source>
      <translation>Ekipe počinju s 24 i oduzimaju svoje bodove igre; prva na 0 pobjeđuje (§11 #16).</translation>
    </message>
    <message>
      <source>The WELI in a French pack</source>
      <translation>WELI u francuskim kartama</translation>
    </message>
    <message>
      <source>The WELI in a French pack: the six of diamonds, or a Joker. It plays the same either way; a German pack shows the Schellen-6.</source>
      <translation>WELI u francuskim kartama: karo šestica ili Joker. Igra se jednako u oba slučaja; njemačke karte pokazuju Schellen-6.</translation>
    </message>
    <message>
      <source>The Weli is a permanent trump: the lowest one (as in the rule text), or the second highest, just below the trump ace (as in Austria).</source>
      <translation>Weli je stalni adut: najniži (kao u tekstu pravila) ili drugi najviši, odmah ispod adutskog asa (kao u Austriji).</translation>
    </message>
    <message>
      <source>The announcer may name a suit he holds no card of.</source>
      <translation>Onaj tko najavljuje smije odrediti boju koju nema u ruci.</translation>
    </message>
    <message>
      <source>The cutter may knock instead of cutting: all five cards are dealt at once (§11 #3).</source>
      <translation>Onaj tko diže smije umjesto dizanja kucati: svih pet karata dijeli se odjednom (§11 #3).</translation>
    </message>
    <message>
      <source>The cutter sees the bottom card of the cut and may take it into his hand; he then gets one card fewer in the first packet and may not exchange.</source>
      <translation>Onaj tko diže vidi donju kartu dizanja i smije je uzeti u ruku; tada u prvom paketu dobiva kartu manje i ne smije mijenjati.</translation>
    </message>
    <message>
      <source>The declarer always (forehand in the normal game)</source>
      <translation>Uvijek nositelj igre (prva ruka u normalnoj igri)</translation>
    </message>
    <message>
      <source>The declarer may demand a new deal when the stock holds two or more nines.</source>
      <translation>Nositelj igre smije tražiti novo dijeljenje kad su u talonu dvije ili više devetki.</translation>
    </message>
    <message>
      <source>The declarer may raise the contract after taking the stock.</source>
      <translation>Nositelj igre smije podići ugovor nakon uzimanja talona.</translation>
    </message>
    <message>
      <source>The first circle of deals has no auction: first hand plays 120 and every score of those deals is doubled.</source>
      <translation>Prvi krug dijeljenja nema licitacije: prva ruka igra 120 i svaki rezultat tih dijeljenja se udvostručuje.</translation>
    </message>
    <message>
      <source>The first played</source>
      <translation>Prva odigrana</translation>
    </message>
    <message>
      <source>The four-nines demand counts only for nines held in the dealt hand, never after cards are given.</source>
      <translation>Traženje zbog četiri devetke vrijedi samo za devetke iz dijeljenja, nikad nakon davanja karata.</translation>
    </message>
    <message>
      <source>The highest bid is 120 plus the marriages held (else 400).</source>
      <translation>Najviša ponuda je 120 plus mariaži u ruci (inače 400).</translation>
    </message>
    <message>
      <source>The match ends at the trick that takes a player's last token, or the deal is finished and scored and the fewest tokens win (equal counts are joint winners).</source>
      <translation>Partija završava štihom koji igraču uzme zadnji žeton, ili se dijeljenje odigra do kraja i boduje, a pobjeđuje onaj s najmanje žetona (s jednakim brojem dijele pobjedu).</translation>
    </message>
    <message>
      <source>The opponents may double, and so on (§6, §11 #15).</source>
      <translation>Protivnici smiju udvostručiti, i tako dalje (§6, §11 #15).</translation>
    </message>
    <message>
      <source>The other players only</source>
      <translation>Samo ostali igrači</translation>
    </message>
    <message>
      <source>The sitting-out dealer scores the stock's card points and any marriage in it.</source>
      <translation>Djelitelj koji pauzira dobiva bodove karata iz talona i eventualni mariaž u njemu.</translation>
    </message>
    <message>
      <source>The six of diamonds (6♦)</source>
      <translation>Karo šestica (6♦)</translation>
    </message>
    <message>
      <source>The winner</source>
      <translation>Pobjednik</translation>
    </message>
    <message>
      <source>The winner must reach exactly 0: a deal that goes below 0 bounces back up; otherwise 0 or less wins and the lowest score wins.</source>
      <translation>Pobjednik mora doći točno na 0: ako bi rezultat nakon dijeljenja pao ispod 0, odbija se natrag prema gore; inače pobjeđuje 0 ili manje, a najniži rezultat dobiva.</translation>
    </message>
    <message>
      <source>These contracts cannot fail and are scored without play; on: they are played out (§4).</source>
      <translation>Ovi ugovori ne mogu pasti i boduju se bez igre; uključeno: odigraju se do kraja (§4).</translation>
    </message>
    <message>
      <source>Third fall resets to zero</source>
      <translation>Treći pad vraća na nulu</translation>
    </message>
    <message>
      <source>Three players; two players use two stocks; with four the dealer sits out.</source>
      <translation>Tri igrača; dva igrača koriste dva talona; u četvero djelitelj pauzira.</translation>
    </message>
    <message>
      <source>Three to five players, each for himself (four is usual).</source>
      <translation>Tri do pet igrača, svaki za sebe (obično četiri).</translation>
    </message>
    <message>
      <source>Three to five players, each for himself.</source>
      <translation>Tri do pet igrača, svaki za sebe.</translation>
    </message>
    <message>
      <source>Tokens</source>
      <translation>Žetoni</translation>
    </message>
    <message>
      <source>Tokens each player starts with (the rule text names ten, seven or five); the first to get rid of his last token wins.</source>
      <translation>Žetoni s kojima svaki igrač počinje (tekst pravila navodi deset, sedam ili pet); pobjeđuje prvi koji se riješi zadnjeg žetona.</translation>
    </message>
    <message>
      <source>Trump from forehand's cards</source>
      <translation>Adut iz karata prve ruke</translation>
    </message>
    <message>
      <source>Trump swap obliges play</source>
      <translation>Zamjena aduta obvezuje na igru</translation>
    </message>
    <message>
      <source>Trumps without holding them</source>
      <translation>Adut bez karte te boje</translation>
    </message>
    <message>
      <source>Turning up a trump</source>
      <translation>Okretanje aduta</translation>
    </message>
    <message>
      <source>Two to five players, each for himself, and a widow hand.</source>
      <translation>Dva do pet igrača, svaki za sebe, i udovica.</translation>
    </message>
    <message>
      <source>Two to four players, each for himself.</source>
      <translation>Dva do četiri igrača, svaki za sebe.</translation>
    </message>
    <message>
      <source>Until all others pass</source>
      <translation>Dok svi ostali ne kažu dalje</translation>
    </message>
    <message>
      <source>Up to five cards each</source>
      <translation>Svatko do pet karata</translation>
    </message>
    <message>
      <source>Weli at the cut</source>
      <translation>Weli pri dizanju</translation>
    </message>
    <message>
      <source>What a declarer who took fewer tricks than he bid scores.</source>
      <translation>Koliko dobiva nositelj igre koji je uzeo manje štihova nego što je licitirao.</translation>
    </message>
    <message>
      <source>When several players reach 0 or less, only the lowest score wins (otherwise all of them win together).</source>
      <translation>Kad više igrača dođe na 0 ili manje, pobjeđuje samo najniži rezultat (inače pobjeđuju svi zajedno).</translation>
    </message>
    <message>
      <source>When the Mönch is played</source>
      <translation>Kad se odigra Mönch</translation>
    </message>
    <message>
      <source>When the cutter finds the Weli at the bottom of the cut he may take it.</source>
      <translation>Kad onaj tko diže nađe Weli na dnu dizanja, smije ga uzeti.</translation>
    </message>
    <message>
      <source>Whiteout</source>
      <translation>Bijela</translation>
    </message>
    <message>
      <source>Who may announce a Bauernschnapser</source>
      <translation>Tko smije najaviti Bauernschnapser</translation>
    </message>
    <message>
      <source>Who may not exchange with 3 points or less.</source>
      <translation>Tko ne smije mijenjati s 3 boda ili manje.</translation>
    </message>
    <message>
      <source>Win above 1000 without the barrel</source>
      <translation>Pobjeda iznad 1000 bez bačve</translation>
    </message>
    <message>
      <source>§11 #10: who leads the first trick of a contract.</source>
      <translation>§11 #10: tko izlazi u prvi štih ugovora.</translation>
    </message>
    <message>
      <source>§11 #5.</source>
      <translation>§11 #5.</translation>
    </message>
    <message>
      <source>§7, §11 #11.</source>
      <translation>§7, §11 #11.</translation>
    </message>
  </context>
  <context>
    <name>terms</name>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="71" />
      <source>Bauernschnapser</source>
      <translation>Bauernschnapser</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="69" />
      <source>Bettler</source>
      <translation>Bettler</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="70" />
      <source>Gang</source>
      <translation>Gang</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="72" />
      <source>Herrengang</source>
      <translation>Herrengang</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="74" />
      <source>Herrenschnapser</source>
      <translation>Herrenschnapser</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="65" />
      <source>Kontra</source>
      <translation>Kontra</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="73" />
      <source>Kontrabauernschnapser</source>
      <translation>Kontrabauernschnapser</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="72" />
      <source>Kontraschnapser</source>
      <translation>Kontraschnapser</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="69" />
      <source>Normal game</source>
      <translation>Normalna igra</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="65" />
      <source>Re</source>
      <translation>Re</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="70" />
      <source>Schnapser</source>
      <translation>Schnapser</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="65" />
      <source>Sub</source>
      <translation>Sub</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="71" />
      <source>Zehnerloch</source>
      <translation>Zehnerloch</translation>
    </message>
  </context>
</TS>
