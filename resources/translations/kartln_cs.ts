<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs" sourcelanguage="en">
  <context>
    <name>Bauernschnapsen</name>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="248" />
      <source>Declare the marriage</source>
      <translation>Ohlásit hlášku</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="246" />
      <source>Declare the marriage in {suit} (+{points})?</source>
      <translation>Ohlásit hlášku: {suit} (+{points})?</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="56" />
      <source>First trick: {names}</source>
      <translation>První štych: {names}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="117" />
      <source>Highest: {contract} ({name})</source>
      <translation>Nejvyšší: {contract} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="248" />
      <source>Just play the card</source>
      <translation>Jen zahrát kartu</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="136" />
      <source>Nobody announced: you lead the normal game</source>
      <translation>Nikdo nehlásil: vynášíš normální hru</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="137" />
      <source>Nobody announced: {name}'s team plays the normal game</source>
      <translation>Nikdo nehlásil: tým hráče {name} hraje normální hru</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="281" />
      <source>Turned up: {card}</source>
      <translation>Otočená karta: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="119" />
      <source>You announce a {contract}</source>
      <translation>Hlásíš: {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="109" />
      <source>You knock: everybody gets five cards at once</source>
      <translation>Klepeš: všichni dostanou pět karet najednou</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="154" />
      <source>You lay your cards open</source>
      <translation>Vykládáš karty</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="133" />
      <source>You play a {contract} alone</source>
      <translation>Hraješ sólo: {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="145" />
      <source>You say {word}: the deal counts ×{factor}</source>
      <translation>Říkáš {word}: rozdání platí ×{factor}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="223" />
      <source>Your team's tricks: {n}</source>
      <translation>Štychy tvého týmu: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="224" />
      <location filename="../../gui/games/bauernschnapsen.py" line="230" />
      <source>Your team: {points} of 66</source>
      <translation>Tvůj tým: {points} z 66</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="196" />
      <source>declarer</source>
      <translation>aktér</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="196" />
      <location filename="../../gui/games/bauernschnapsen.py" line="198" />
      <source>forehand</source>
      <translation>forhont</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="131" />
      <location filename="../../gui/games/bauernschnapsen.py" line="189" />
      <source>sits out</source>
      <translation>nehraje</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="206" />
      <source>turn one up</source>
      <translation>otoč jednu</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="165" />
      <source>{contract} ({value}) · {name}</source>
      <translation>{contract} ({value}) · {name}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="159" />
      <source>{names} win the deal</source>
      <translation>{names} vyhrávají rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="119" />
      <location filename="../../gui/games/bauernschnapsen.py" line="274" />
      <source>{name} announces a {contract}</source>
      <translation>{name} hlásí: {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="277" />
      <source>{name} knocks</source>
      <translation>{name} klepe</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="110" />
      <source>{name} knocks: everybody gets five cards at once</source>
      <translation>{name} klepe: všichni dostanou pět karet najednou</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="154" />
      <source>{name} lays the cards open</source>
      <translation>{name} vykládá karty</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="133" />
      <source>{name} plays a {contract} alone</source>
      <translation>{name} hraje sólo: {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="279" />
      <source>{name} says {word}</source>
      <translation>{name} říká {word}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="146" />
      <source>{name} says {word}: the deal counts ×{factor}</source>
      <translation>{name} říká {word}: rozdání platí ×{factor}</translation>
    </message>
  </context>
  <context>
    <name>BauernschnapsenPanels</name>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="82" />
      <source>A pass is final: you cannot announce later in this deal.</source>
      <translation>Pas je konečný: v tomto rozdání už nemůžeš hlásit.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="69" />
      <source>Auction: nobody has announced yet</source>
      <translation>Licitace: zatím nikdo nehlásil</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="71" />
      <source>Auction: {name} announced a {contract}</source>
      <translation>Licitace: {name} hlásí {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="35" />
      <source>Cut</source>
      <translation>Sejmout</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="34" />
      <source>Cut the deck or knock?</source>
      <translation>Sejmout, nebo klepnout?</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="80" />
      <source>If all four pass, forehand's team plays the normal game (1–3 points).</source>
      <translation>Když všichni čtyři pasují, tým forhonta hraje normální hru (1–3 body).</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="37" />
      <source>Knock</source>
      <translation>Klepnout</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="39" />
      <source>Knocking: everybody gets all five cards at once, and forehand names trumps after seeing all five.</source>
      <translation>Klepnutí: všichni dostanou všech pět karet najednou a forhont určí trumfy, až uvidí všech pět.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="45" />
      <source>Name the trump suit</source>
      <translation>Urči trumfovou barvu</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="50" />
      <source>Or turn up one of your two face-down cards (the deal picks which):</source>
      <translation>Nebo otoč jednu ze svých dvou karet lícem dolů (kterou, určí rozdání):</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="53" />
      <source>Or turn up one of your two face-down cards; its suit becomes trumps and it stays face up in your hand:</source>
      <translation>Nebo otoč jednu ze svých dvou karet lícem dolů; její barva bude trumf a zůstane ti v ruce lícem nahoru:</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="78" />
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="109" />
      <source>Pass</source>
      <translation>Pas</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="108" />
      <source>Say {word}</source>
      <translation>Říct {word}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="51" />
      <source>Turn up a card</source>
      <translation>Otočit kartu</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="58" />
      <source>You may name only a suit of which you hold a card.</source>
      <translation>Můžeš určit jen barvu, kterou máš v ruce.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="95" />
      <source>now ×{m}</source>
      <translation>teď ×{m}</translation>
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
      <translation>🂠 První karta</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="55" />
      <source>🂠 Second card</source>
      <translation>🂠 Druhá karta</translation>
    </message>
  </context>
  <context>
    <name>BauernschnapsenSheet</name>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="71" />
      <source>Bummerl sheet (game to 24)</source>
      <translation>Zápis Bummerlů (hra do 24)</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="56" />
      <source>Contract</source>
      <translation>Závazek</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="55" />
      <source>Deal</source>
      <translation>Rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="153" />
      <source>Deal {n}</source>
      <translation>Rozdání {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="122" />
      <source>Deal {n}: {contract} · {names} score {points}</source>
      <translation>Rozdání {n}: {contract} · {names}: {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="164" />
      <source>Highest: {contract}</source>
      <translation>Nejvyšší: {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="125" />
      <source>How</source>
      <translation>Jak</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="104" />
      <source>Lost the deal</source>
      <translation>Prohrané rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="58" />
      <source>Notes</source>
      <translation>Poznámky</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="137" />
      <source>Place</source>
      <translation>Pořadí</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="97" />
      <source>Points toward 66: {n}</source>
      <translation>Body k 66: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="124" />
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="137" />
      <source>Score</source>
      <translation>Skóre</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="124" />
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="137" />
      <source>Team</source>
      <translation>Tým</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="178" />
      <source>The first trick of each team:</source>
      <translation>První štych každého týmu:</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="124" />
      <source>This deal</source>
      <translation>Toto rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="70" />
      <source>Total</source>
      <translation>Celkem</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="271" />
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="169" />
      <source>Trick {n} of 5</source>
      <translation>Štych {n} z 5</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="167" />
      <source>Turned up: {card}</source>
      <translation>Otočená karta: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="147" />
      <source>Your team wins the game {score}!</source>
      <translation>Tvůj tým vyhrává hru {score}!</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="90" />
      <source>doubled</source>
      <translation>zdvojeno</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="125" />
      <source>the contract and who won it, the Kontra factor, the points toward 66</source>
      <translation>závazek a kdo ho vyhrál, násobek Kontra, body k 66</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="56" />
      <source>the contract, its declarer and the Kontra factor</source>
      <translation>závazek, jeho aktér a násobek Kontra</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="57" />
      <source>total after the deal, and the game points it scored</source>
      <translation>součet po rozdání a body za hru, které přineslo</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="37" />
      <source>{contract} ({name})</source>
      <translation>{contract} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="47" />
      <source>{names} win the game</source>
      <translation>{names} vyhrávají hru</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="148" />
      <source>{names} win the game {score}</source>
      <translation>{names} vyhrávají hru {score}</translation>
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
      <translation>{name} sólo</translation>
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
      <translation>Jsem {name}: ukaž moje karty</translation>
    </message>
    <message>
      <location filename="../../gui/panels/curtain.py" line="49" />
      <source>Pass to {name}</source>
      <translation>Předej hráči {name}</translation>
    </message>
    <message>
      <location filename="../../gui/panels/curtain.py" line="50" />
      <source>The cards are hidden. Hand the computer to {name}; only {name} should look now.</source>
      <translation>Karty jsou skryté. Předej počítač hráči {name}; teď se smí dívat jen {name}.</translation>
    </message>
  </context>
  <context>
    <name>DealGuide</name>
    <message>
      <location filename="../../gui/deal_guide.py" line="167" />
      <source>End the guide</source>
      <translation>Ukončit průvodce</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="225" />
      <source>From the rules: {title}</source>
      <translation>Z pravidel: {title}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="200" />
      <source>How a deal goes</source>
      <translation>Jak probíhá rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="166" />
      <source>No thanks</source>
      <translation>Ne, díky</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="189" />
      <source>Show how a deal goes? At each of your turns the guide says what a computer player would do and why, with the words of the rules. You choose your moves.</source>
      <translation>Ukázat, jak probíhá rozdání? Při každém tvém tahu průvodce řekne, co by udělal počítačový hráč a proč, slovy pravidel. Tahy volíš ty.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="164" />
      <source>Show me</source>
      <translation>Ukaž mi to</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="244" />
      <source>The others play; the guide speaks again at your next turn.</source>
      <translation>Ostatní hrají; průvodce se ozve při tvém dalším tahu.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="201" />
      <source>Wait for your turn: the guide then explains it.</source>
      <translation>Počkej na svůj tah: průvodce ho pak vysvětlí.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="227" />
      <source>Working out a hint…</source>
      <translation>Hledám radu…</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="188" />
      <source>Your first game of {game}</source>
      <translation>Tvoje první hra {game}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="223" />
      <source>Your turn. The hint below is the computer player's choice; follow it or choose otherwise.</source>
      <translation>Jsi na tahu. Rada níže je volba počítačového hráče; řiď se jí, nebo zvol jinak.</translation>
    </message>
  </context>
  <context>
    <name>DealLog</name>
    <message>
      <location filename="../../gui/deal_log.py" line="104" />
      <source>Nothing has happened in this deal yet.</source>
      <translation>V tomto rozdání se zatím nic nestalo.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_log.py" line="88" />
      <source>This deal</source>
      <translation>Toto rozdání</translation>
    </message>
  </context>
  <context>
    <name>DealReview</name>
    <message>
      <location filename="../../gui/deal_review.py" line="196" />
      <source>(dealer)</source>
      <translation>(rozdává)</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="107" />
      <source>Arrow keys: trick by trick · Page Up, Page Down: deal by deal</source>
      <translation>Šipky: štych po štychu · Page Up, Page Down: rozdání po rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="80" />
      <source>Deal review</source>
      <translation>Přehled rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="178" />
      <source>Deal {n} · trick {k} of {total}</source>
      <translation>Rozdání {n} · štych {k} z {total}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="176" />
      <source>Deal {n}: no trick was played</source>
      <translation>Rozdání {n}: nehrál se žádný štych</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="103" />
      <source>Next deal</source>
      <translation>Další rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="102" />
      <source>Next trick</source>
      <translation>Další štych</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="204" />
      <source>Not in this deal</source>
      <translation>V tomto rozdání nehraje</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="100" />
      <source>Previous deal</source>
      <translation>Předchozí rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="101" />
      <source>Previous trick</source>
      <translation>Předchozí štych</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="277" />
      <source>The deal was not scored.</source>
      <translation>Rozdání nebylo započteno.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="279" />
      <source>This deal: {changes}</source>
      <translation>Toto rozdání: {changes}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="259" />
      <source>Trump: {suit}</source>
      <translation>Trumf: {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="236" />
      <source>{name} takes the trick</source>
      <translation>Štych bere {name}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/deal_review.py" line="234" />
      <source>{name} takes the trick: %n point(s)</source>
      <translation>
        <numerusform>Štych bere {name}: za %n bod</numerusform>
        <numerusform>Štych bere {name}: za %n body</numerusform>
        <numerusform>Štych bere {name}: za %n bodů</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} takes the trick: {points} points</source>
      <translation type="vanished">Štych bere {name}: za {points}</translation>
    </message>
  </context>
  <context>
    <name>GameScreen</name>
    <message>
      <location filename="../../gui/game_screen.py" line="329" />
      <source>Click the table (or press Space) to collect the trick</source>
      <translation>Klikni na stůl (nebo stiskni mezerník) a seber štych</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="655" />
      <source>Hint</source>
      <translation>Rada</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="689" />
      <source>No hint this time: {error}</source>
      <translation>Tentokrát bez rady: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="743" />
      <source>The guided deal is over; the Hint button (H) helps whenever you like.</source>
      <translation>Rozdání s průvodcem skončilo; tlačítko Rada (H) pomůže, kdykoli chceš.</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="388" />
      <source>The host decides whether the table plays again.</source>
      <translation>Zda se u stolu hraje znovu, rozhoduje hostitel.</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="656" />
      <source>What would a computer player do here, and why? (H)</source>
      <translation>Co by tu udělal počítačový hráč a proč? (H)</translation>
    </message>
  </context>
  <context>
    <name>Hint</name>
    <message>
      <location filename="../../gui/hint.py" line="59" />
      <source>Bid</source>
      <translation>Hlas</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="60" />
      <source>Bid {what}</source>
      <translation>Hlas {what}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="46" />
      <source>Discard {card}</source>
      <translation>Odlož {card}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="57" />
      <source>Exchange {cards}</source>
      <translation>Vyměň {cards}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="44" />
      <source>Give {card} to {name}</source>
      <translation>Dej {card} hráči {name}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="74" />
      <source>Hint: {move}</source>
      <translation>Rada: {move}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="74" />
      <source>Hint: {move} {reason}</source>
      <translation>Rada: {move} {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="76" />
      <source>Hint: {move}.</source>
      <translation>Rada: {move}.</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="77" />
      <source>Hint: {move}. {reason}</source>
      <translation>Rada: {move}. {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="56" />
      <source>Keep your cards</source>
      <translation>Nech si karty</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="53" />
      <source>Name {suit} trumps</source>
      <translation>Urči trumfy: {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="52" />
      <source>Play without trumps</source>
      <translation>Hraj bez trumfů</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="42" />
      <source>Play {card}</source>
      <translation>Zahraj {card}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="41" />
      <source>Play {card} and declare the marriage</source>
      <translation>Zahraj {card} a ohlas hlášku</translation>
    </message>
  </context>
  <context>
    <name>HostLobby</name>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="111" />
      <source>Close the table</source>
      <translation>Zavřít stůl</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="109" />
      <source>Computer players play the empty seats until players take them</source>
      <translation>Na prázdných místech hrají počítačoví hráči, dokud je neobsadí lidé</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="124" />
      <source>Seat {n}</source>
      <translation>Místo {n}</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="98" />
      <source>Seats</source>
      <translation>Místa</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="104" />
      <source>Start</source>
      <translation>Začít</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="107" />
      <source>Start anyway</source>
      <translation>Přesto začít</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="79" />
      <source>Table code</source>
      <translation>Kód stolu</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="66" />
      <source>Tell the other players this table code. In Kartln they choose “Join a table”: the table shows up there by itself, or they type one of the addresses below.</source>
      <translation>Řekni ostatním hráčům tento kód stolu. V Kartln zvolí „Připojit se ke stolu“: stůl se jim tam objeví sám, nebo zadají jednu z adres níže.</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="91" />
      <source>The table listens on this computer's local-network connections only, never on the internet. A firewall must let in TCP port {tcp} and UDP port {udp} from the local network.</source>
      <translation>Stůl naslouchá jen na připojeních tohoto počítače k místní síti, nikdy na internetu. Firewall musí z místní sítě propustit TCP port {tcp} a UDP port {udp}.</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="82" />
      <source>This computer is on no local network.</source>
      <translation>Tento počítač není v žádné místní síti.</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="61" />
      <source>Your table on this network</source>
      <translation>Tvůj stůl v této síti</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="47" />
      <source>at this computer</source>
      <translation>u tohoto počítače</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="49" />
      <source>computer player</source>
      <translation>počítačový hráč</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="51" />
      <source>has joined</source>
      <translation>sedí u stolu</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="52" />
      <source>waiting for a player…</source>
      <translation>čeká se na hráče…</translation>
    </message>
  </context>
  <context>
    <name>JoinDialog</name>
    <message numerus="yes">
      <location filename="../../gui/net/join_dialog.py" line="80" />
      <source>%n free seat(s)</source>
      <translation>
        <numerusform>%n volné místo</numerusform>
        <numerusform>%n volná místa</numerusform>
        <numerusform>%n volných míst</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/net/join_dialog.py" line="171" />
      <source>%n table(s) found</source>
      <translation>
        <numerusform>Nalezen %n stůl</numerusform>
        <numerusform>Nalezeny %n stoly</numerusform>
        <numerusform>Nalezeno %n stolů</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="84" />
      <source>(another version of Kartln: {version})</source>
      <translation>(jiná verze Kartln: {version})</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="187" />
      <source>Choose a table or type the host's address.</source>
      <translation>Vyber stůl nebo zadej adresu hostitele.</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="200" />
      <source>Connecting to {address}…</source>
      <translation>Připojování k {address}…</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="125" />
      <source>Host's address:</source>
      <translation>Adresa hostitele:</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="134" />
      <source>Join</source>
      <translation>Připojit se</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="99" />
      <source>Join a table</source>
      <translation>Připojit se ke stolu</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="158" />
      <source>Looking for tables on this network…</source>
      <translation>Hledají se stoly v této síti…</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="112" />
      <source>Search again</source>
      <translation>Hledat znovu</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="126" />
      <source>Table code:</source>
      <translation>Kód stolu:</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="144" />
      <source>Tables cannot be searched for here; type the host's address.</source>
      <translation>Stoly tu nelze vyhledat; zadej adresu hostitele.</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="104" />
      <source>Tables on this network:</source>
      <translation>Stoly v této síti:</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="217" />
      <source>The host has welcomed you: taking your seat…</source>
      <translation>Hostitel tě přijal: usedáš na své místo…</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="188" />
      <source>Type the table code the host's screen shows.</source>
      <translation>Zadej kód stolu, který ukazuje obrazovka hostitele.</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="189" />
      <source>Type your name.</source>
      <translation>Zadej své jméno.</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="127" />
      <source>Your name:</source>
      <translation>Tvoje jméno:</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="119" />
      <source>for example 192.168.1.20 or 192.168.1.20:47310</source>
      <translation>například 192.168.1.20 nebo 192.168.1.20:47310</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="80" />
      <source>no free seat</source>
      <translation>žádné volné místo</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="121" />
      <source>the code the host's screen shows</source>
      <translation>kód z obrazovky hostitele</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="81" />
      <source>{game} at {host}'s table, {free} — {address}</source>
      <translation>{game}, stůl: {host}, {free} — {address}</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../../gui/main_window.py" line="634" />
      <source> and </source>
      <translation> a </translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="169" />
      <source>&amp;About Kartln</source>
      <translation>&amp;O programu Kartln</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="135" />
      <location filename="../../gui/self_test.py" line="97" />
      <source>&amp;Game</source>
      <translation>&amp;Hra</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="166" />
      <source>&amp;Help</source>
      <translation>&amp;Nápověda</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="150" />
      <source>&amp;Hint</source>
      <translation>&amp;Rada</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="137" />
      <source>&amp;Host a table on this network…</source>
      <translation>Za&amp;ložit stůl v této síti…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="139" />
      <source>&amp;Join a table…</source>
      <translation>Připo&amp;jit se ke stolu…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="146" />
      <source>&amp;Last trick</source>
      <translation>&amp;Poslední štych</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="152" />
      <source>&amp;Main menu</source>
      <translation>&amp;Hlavní nabídka</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="136" />
      <source>&amp;New game…</source>
      <translation>&amp;Nová hra…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="138" />
      <source>&amp;Open…</source>
      <translation>&amp;Otevřít…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="163" />
      <source>&amp;Options</source>
      <translation>&amp;Volby</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="153" />
      <source>&amp;Quit</source>
      <translation>&amp;Konec</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="167" />
      <source>&amp;Rules</source>
      <translation>&amp;Pravidla</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="164" />
      <source>&amp;Settings…</source>
      <translation>&amp;Nastavení…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="149" />
      <source>&amp;This deal</source>
      <translation>&amp;Toto rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="142" />
      <source>&amp;Undo</source>
      <translation>&amp;Zpět</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="596" />
      <source>A seat's view (*{suffix})</source>
      <translation>Pohled z místa (*{suffix})</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="835" />
      <source>About Kartln</source>
      <translation>O programu Kartln</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="202" />
      <source>At a table over the network, moves cannot be taken back.</source>
      <translation>U stolu po síti nelze tahy vracet.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="483" />
      <source>Close the table</source>
      <translation>Zavřít stůl</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="484" />
      <source>Close the table? The other players will be told.</source>
      <translation>Zavřít stůl? Ostatní hráči se to dozvědí.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="147" />
      <source>Deal &amp;review</source>
      <translation>Přehle&amp;d rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="782" />
      <source>Deal review</source>
      <translation>Přehled rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="768" />
      <source>Deal {n} (over), {seen}</source>
      <translation>Rozdání {n} (skončilo), {seen}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="771" />
      <source>Deal {n}, {seen}</source>
      <translation>Rozdání {n}, {seen}</translation>
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
      <translation>Partie Kartln (*{suffix})</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="835" />
      <source>Kartln: Central and Eastern European trick-taking card games.
Playable: {games}.
Free software under the GNU General Public License, version 3 or later.</source>
      <translation>Kartln: karetní hry na štychy ze střední a východní Evropy.
Hratelné: {games}.
Svobodný software pod licencí GNU General Public License, verze 3 nebo novější.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="889" />
      <source>Language: {language}</source>
      <translation>Jazyk: {language}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="558" />
      <source>Leave the table</source>
      <translation>Odejít od stolu</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="558" />
      <source>Leave the table? A computer player takes over your seat at the host's table.</source>
      <translation>Odejít od stolu? Tvé místo u stolu hostitele převezme počítačový hráč.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="575" />
      <source>Main menu</source>
      <translation>Hlavní nabídka</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="148" />
      <source>Match hi&amp;story</source>
      <translation>H&amp;istorie partie</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="234" />
      <source>Move taken back</source>
      <translation>Tah vrácen</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="208" />
      <source>Moves are not taken back at a table on the network.</source>
      <translation>U stolu v síti se tahy nevracejí.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="394" />
      <source>New game</source>
      <translation>Nová hra</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="808" />
      <source>No deal has been finished yet.</source>
      <translation>Zatím neskončilo žádné rozdání.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="204" />
      <source>No match is being played.</source>
      <translation>Nehraje se žádná partie.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="214" />
      <source>Nothing to take back in this deal yet.</source>
      <translation>V tomto rozdání zatím není co vracet.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="638" />
      <source>Open a saved match</source>
      <translation>Otevřít uloženou partii</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="141" />
      <source>Save &amp;as…</source>
      <translation>Uložit j&amp;ako…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="574" />
      <source>Save my seat's view…</source>
      <translation>Uložit pohled z mého místa…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="658" />
      <source>Save the match</source>
      <translation>Uložit partii</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="140" />
      <source>Save the match from my &amp;seat's view…</source>
      <translation>Uložit partii z pohledu &amp;mého místa…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="594" />
      <source>Save the match from my seat's view</source>
      <translation>Uložit partii z pohledu mého místa</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="613" />
      <location filename="../../gui/main_window.py" line="673" />
      <source>Saved as {name}</source>
      <translation>Uloženo jako {name}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="145" />
      <source>Score &amp;sheet</source>
      <translation>Zápi&amp;s</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="254" />
      <source>Some settings were not valid and were reset: {keys}.</source>
      <translation>Některá nastavení byla neplatná a byla obnovena: {keys}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="394" />
      <source>Start a new game? The running match will be replaced.</source>
      <translation>Začít novou hru? Rozehraná partie bude nahrazena.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="151" />
      <source>Stat&amp;istics…</source>
      <translation>Statistik&amp;y…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="342" />
      <location filename="../../gui/main_window.py" line="619" />
      <source>The autosaved match could not be read: {error}.</source>
      <translation>Automaticky uloženou partii nelze načíst: {error}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="339" />
      <source>The autosaved match was damaged; Continue uses the previous copy (the last move may be missing).</source>
      <translation>Automaticky uložená partie byla poškozená; Pokračovat použije předchozí kopii (poslední tah může chybět).</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="624" />
      <source>The autosaved match was damaged; the previous copy is used (the last move may be missing).</source>
      <translation>Automaticky uložená partie byla poškozená; použije se předchozí kopie (poslední tah může chybět).</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="632" />
      <source>The damaged file was kept as {name}.</source>
      <translation>Poškozený soubor byl zachován jako {name}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="633" />
      <source>The damaged files were kept as {names}.</source>
      <translation>Poškozené soubory byly zachovány jako {names}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="183" />
      <source>The host allows no hints at this table.</source>
      <translation>Hostitel u tohoto stolu rady nepovoluje.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="180" />
      <source>The host keeps this match; save your seat's view instead.</source>
      <translation>Partii uchovává hostitel; ulož si místo ní pohled ze svého místa.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="48" />
      <source>The last trick of deal {n}</source>
      <translation>Poslední štych rozdání {n}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="371" />
      <source>The match cannot be saved: {error}</source>
      <translation>Partii nelze uložit: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="671" />
      <source>The match could not be saved: {error}</source>
      <translation>Partii se nepodařilo uložit: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="206" />
      <source>The match is over: there is nothing to take back.</source>
      <translation>Partie skončila: není co vracet.</translation>
    </message>
    <message>
      <source>The new language applies fully after a restart.</source>
      <translation type="vanished">Nový jazyk se plně projeví po restartu.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="611" />
      <source>The seat's view could not be saved: {error}</source>
      <translation>Pohled z místa se nepodařilo uložit: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="896" />
      <source>The settings could not be saved: {error}</source>
      <translation>Nastavení se nepodařilo uložit: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="251" />
      <source>The settings file could not be read ({problem}); {outcome}.</source>
      <translation>Soubor s nastavením nelze načíst ({problem}); {outcome}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="271" />
      <source>The statistics cannot be kept: {error}</source>
      <translation>Statistiku nelze vést: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="297" />
      <source>The statistics cannot be read: {error}</source>
      <translation>Statistiky nelze načíst: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="331" />
      <source>The statistics cannot be written: {error}</source>
      <translation>Statistiku nelze zapsat: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="274" />
      <source>The statistics could not be read ({problem}); they start anew.</source>
      <translation>Statistiku nebylo možné přečíst ({problem}); začíná znovu.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="277" />
      <source>The statistics were written by a newer version of Kartln; this version leaves them as they are.</source>
      <translation>Statistiku zapsala novější verze Kartln; tato verze ji ponechá beze změny.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="461" />
      <source>The table could not be opened on the network: {error}</source>
      <translation>Stůl se nepodařilo otevřít v síti: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="571" />
      <source>The table is closed</source>
      <translation>Stůl je zavřený</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="573" />
      <source>You can save the match as your seat saw it, or go back to the main menu.</source>
      <translation>Partii si můžeš uložit tak, jak byla vidět z tvého místa, nebo se vrátit do hlavní nabídky.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="765" />
      <source>as everybody sees it</source>
      <translation>jak to vidí všichni</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="765" />
      <source>as {name} sees it</source>
      <translation>jak to vidí {name}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="250" />
      <source>the defaults are used</source>
      <translation>použijí se výchozí hodnoty</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="250" />
      <source>the previous copy was restored</source>
      <translation>byla obnovena předchozí kopie</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="350" />
      <source>{game}, deal {deal}: {names}</source>
      <translation>{game}, rozdání {deal}: {names}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="646" />
      <source>{name} could not be opened: {error}.</source>
      <translation>{name} nelze otevřít: {error}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="47" />
      <source>{name} took the trick</source>
      <translation>Štych bere {name}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/main_window.py" line="46" />
      <source>{name} took the trick: %n point(s)</source>
      <translation>
        <numerusform>Štych bere {name}: za %n bod</numerusform>
        <numerusform>Štych bere {name}: za %n body</numerusform>
        <numerusform>Štych bere {name}: za %n bodů</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} took the trick: {points} points</source>
      <translation type="vanished">Štych bere {name}: za {points}</translation>
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
      <translation>Rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="118" />
      <source>Deal {n}: no summary of this deal</source>
      <translation>Rozdání {n}: bez shrnutí</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="58" />
      <source>Dealer</source>
      <translation>Rozdává</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="52" />
      <source>Match history</source>
      <translation>Historie partie</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="79" />
      <source>No deal has been finished yet.</source>
      <translation>Zatím neskončilo žádné rozdání.</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="38" />
      <source>No trick played</source>
      <translation>Nehrál se žádný štych</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="58" />
      <source>Played</source>
      <translation>Hráno</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="87" />
      <source>Review this deal</source>
      <translation>Prohlédnout toto rozdání</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <location filename="../../gui/level_strength.py" line="47" />
      <source> (lower is better)</source>
      <translation> (méně je lépe)</translation>
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
        <numerusform>%n hráč</numerusform>
        <numerusform>%n hráči</numerusform>
        <numerusform>%n hráčů</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="50" />
      <source>, {rate} % of deals won (a fair share is {fair} %)</source>
      <translation>, vyhraných rozdání {rate} % (spravedlivý podíl je {fair} %)</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="52" />
      <source>; {deals} deals</source>
      <translation>; rozdání: {deals}</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="82" />
      <source>A fair share of the deals won is {fair} %.</source>
      <translation>Spravedlivý podíl vyhraných rozdání je {fair} %.</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="271" />
      <source>Allow hints</source>
      <translation>Povolit rady</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="428" />
      <source>Changed: {options}</source>
      <translation>Změněno: {options}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="298" />
      <source>Choose “Remote player” for at least one seat: a table is hosted for players at other computers.</source>
      <translation>Aspoň pro jedno místo zvol „Vzdálený hráč“: stůl se zakládá pro hráče u jiných počítačů.</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="102" />
      <source>Computer</source>
      <translation>Počítač</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="81" />
      <source>Deals won: by the level's side, partners together.</source>
      <translation>Vyhraná rozdání: strana dané úrovně, partneři dohromady.</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Easy</source>
      <translation>Lehká</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="19" />
      <source>Expert</source>
      <translation>Expert</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="181" />
      <source>Game</source>
      <translation>Hra</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Hard</source>
      <translation>Těžká</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="172" />
      <source>Host a table on this network</source>
      <translation>Založit stůl v této síti</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="267" />
      <source>How long the table waits for a dropped player before the computer player takes over</source>
      <translation>Jak dlouho stůl čeká na odpojeného hráče, než za něj začne hrát počítačový hráč</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="64" />
      <source>How the levels measured ({n} players: {who}, on the same deals in every seat):</source>
      <translation>Jak si úrovně vedly (hráči: {n}, {who}; na stejných rozdáních na každém místě):</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="101" />
      <source>Human</source>
      <translation>Člověk</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="203" />
      <source>Level</source>
      <translation>Úroveň</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="86" />
      <source>Measured with {n} players, not with {chosen}.</source>
      <translation>Měřeno s {n} hráči, ne s {chosen}.</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="203" />
      <source>Name</source>
      <translation>Jméno</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="172" />
      <source>New game</source>
      <translation>Nová hra</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Normal</source>
      <translation>Normální</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="217" />
      <source>Open the table</source>
      <translation>Otevřít stůl</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="188" />
      <source>Options…</source>
      <translation>Volby…</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="199" />
      <source>Partner of seat 1</source>
      <translation>Partner místa 1</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="203" />
      <source>Player</source>
      <translation>Hráč</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="230" />
      <location filename="../../gui/new_game_dialog.py" line="367" />
      <location filename="../../gui/new_game_dialog.py" line="389" />
      <source>Player {n}</source>
      <translation>Hráč {n}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="184" />
      <source>Players</source>
      <translation>Hráči</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="297" />
      <source>Players at other computers join with the table code shown next.</source>
      <translation>Hráči u jiných počítačů se připojí kódem stolu, který se zobrazí vzápětí.</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Random</source>
      <translation>Náhodně</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="104" />
      <source>Remote player</source>
      <translation>Vzdálený hráč</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="91" />
      <source>Remote player {n}</source>
      <translation>Vzdálený hráč {n}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="192" />
      <source>Rules</source>
      <translation>Pravidla</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="80" />
      <source>Score a deal: the level's mean score change in a deal; theirs: the level below's.</source>
      <translation>Skóre za rozdání: průměrná změna skóre dané úrovně za rozdání; jejich: úrovně o stupeň nižší.</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="84" />
      <source>Scores count down: lower is better.</source>
      <translation>Skóre se odpočítává: méně je lépe.</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="203" />
      <source>Seat</source>
      <translation>Místo</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="96" />
      <location filename="../../gui/new_game_dialog.py" line="365" />
      <source>Seat {n}</source>
      <translation>Místo {n}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="369" />
      <source>Seat {n} · with {names}</source>
      <translation>Místo {n} · s: {names}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="201" />
      <source>Seats (clockwise; seat 1 sits at the bottom)</source>
      <translation>Místa (po směru hodin; místo 1 sedí dole)</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="260" />
      <source>Stand-in for a dropped player</source>
      <translation>Náhrada za odpojeného hráče</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="217" />
      <source>Start</source>
      <translation>Začít</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="258" />
      <source>The computer player that plays for a player whose connection drops, until he comes back</source>
      <translation>Počítačový hráč, který hraje za hráče se ztraceným spojením, dokud se nevrátí</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="254" />
      <source>This table</source>
      <translation>Tento stůl</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="269" />
      <source>Wait for a dropped player</source>
      <translation>Čekat na odpojeného hráče</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="160" />
      <source>You</source>
      <translation>Ty</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="69" />
      <source>deals</source>
      <translation>rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="69" />
      <source>deals won</source>
      <translation>vyhraná rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="63" />
      <source>one of a level against the others at the level below</source>
      <translation>jeden z dané úrovně proti ostatním o úroveň níž</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="62" />
      <source>partners of a level against partners of the level below</source>
      <translation>partneři dané úrovně proti partnerům o úroveň níž</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="68" />
      <source>score a deal</source>
      <translation>skóre za rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="68" />
      <source>theirs</source>
      <translation>jejich</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="321" />
      <source>{game} has no computer player yet: computer seats play legal cards at random.</source>
      <translation>{game} zatím nemá počítačového hráče: počítačová místa hrají náhodné povolené karty.</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="75" />
      <source>{level} against {below}</source>
      <translation>{level} proti {below}</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="43" />
      <source>{level} against {below}: {mine} a deal to their {theirs}</source>
      <translation>{level} proti {below}: {mine} za rozdání proti jejich {theirs}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="390" />
      <source>{name} (seat {n})</source>
      <translation>{name} (místo {n})</translation>
    </message>
    <message>
      <source>{n} players</source>
      <translation type="vanished">Hráčů: {n}</translation>
    </message>
  </context>
  <context>
    <name>OptionsDialog</name>
    <message>
      <location filename="../../gui/options_dialog.py" line="126" />
      <source>Rules options</source>
      <translation>Volby pravidel</translation>
    </message>
    <message>
      <location filename="../../gui/options_dialog.py" line="69" />
      <source>Rules options: {game}</source>
      <translation>Volby pravidel: {game}</translation>
    </message>
  </context>
  <context>
    <name>Panels</name>
    <message>
      <location filename="../../gui/panels/choices.py" line="112" />
      <source>Bid {value}</source>
      <translation>Hlásit {value}</translation>
    </message>
    <message>
      <location filename="../../gui/panels/choices.py" line="113" />
      <source>You may bid from {low} to {top}.</source>
      <translation>Můžeš hlásit od {low} do {top}.</translation>
    </message>
    <message>
      <location filename="../../gui/panels/choices.py" line="55" />
      <source>You may choose from {low} to {top}.</source>
      <translation>Můžeš volit od {low} do {top}.</translation>
    </message>
  </context>
  <context>
    <name>RulesDialog</name>
    <message>
      <location filename="../../gui/rules_dialog.py" line="56" />
      <source>*The rules of this game are not yet written in your language: here they are in English.*</source>
      <translation>*Pravidla této hry zatím nejsou přeložena do češtiny: tady jsou v angličtině.*</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="65" />
      <source>House rules in this match</source>
      <translation>Domácí pravidla v této partii</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="79" />
      <source>In this match</source>
      <translation>V této partii</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="88" />
      <source>Rules: {game}</source>
      <translation>Pravidla: {game}</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="48" />
      <source>The rules of this game are not available.</source>
      <translation>Pravidla této hry nejsou k dispozici.</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="71" />
      <source>off</source>
      <translation>vyp.</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="71" />
      <source>on</source>
      <translation>zap.</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="65" />
      <source>★ unlike the standard rules</source>
      <translation>★ jinak než standardní pravidla</translation>
    </message>
  </context>
  <context>
    <name>ScoreSheet</name>
    <message numerus="yes">
      <location filename="../../gui/games/sheets.py" line="133" />
      <source>%n trick(s) × {change}</source>
      <translation>
        <numerusform>%n štych × {change}</numerusform>
        <numerusform>%n štychy × {change}</numerusform>
        <numerusform>%n štychů × {change}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="157" />
      <source>Bounced back from below 0: {total} → {score}</source>
      <translation>Odraženo zpod 0: {total} → {score}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="54" />
      <source>Counts</source>
      <translation>Platí</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="51" />
      <source>Deal</source>
      <translation>Rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="185" />
      <source>Deal {n} is over</source>
      <translation>Rozdání {n} skončilo</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="51" />
      <source>Dealer</source>
      <translation>Rozdává</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="195" />
      <source>How</source>
      <translation>Jak</translation>
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="56" />
      <source>Last trick</source>
      <translation>Poslední štych</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="159" />
      <source>Never below 0: {total} → 0</source>
      <translation>Nikdy pod 0: {total} → 0</translation>
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="30" />
      <source>No deal has been scored yet.</source>
      <translation>Zatím nebylo započteno žádné rozdání.</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="146" />
      <source>No trick</source>
      <translation>Žádný štych</translation>
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="59" />
      <source>No trick has been played in this deal yet.</source>
      <translation>V tomto rozdání se zatím nehrál žádný štych.</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="56" />
      <source>Notes</source>
      <translation>Poznámky</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="140" />
      <source>Out of this deal</source>
      <translation>Mimo toto rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="218" />
      <source>Place</source>
      <translation>Pořadí</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="191" />
      <location filename="../../gui/games/sheets.py" line="218" />
      <source>Player</source>
      <translation>Hráč</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="194" />
      <location filename="../../gui/games/sheets.py" line="218" />
      <source>Score</source>
      <translation>Skóre</translation>
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="21" />
      <source>Score sheet</source>
      <translation>Zápis</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="59" />
      <source>Start</source>
      <translation>Start</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="141" />
      <source>Stayed at home</source>
      <translation>Doma</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="218" />
      <source>Team</source>
      <translation>Tým</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="165" />
      <location filename="../../gui/games/sheets.py" line="193" />
      <source>This deal</source>
      <translation>Toto rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="79" />
      <source>Total</source>
      <translation>Celkem</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="192" />
      <source>Tricks</source>
      <translation>Štychy</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="236" />
      <source>You win the match, down to {score}!</source>
      <translation>Vyhráváš partii se stavem {score}!</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="231" />
      <source>Your team wins the match, down to {score}!</source>
      <translation>Tvůj tým vyhrává partii se stavem {score}!</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="187" />
      <source>counts ×{m}</source>
      <translation>platí ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="195" />
      <source>each trick takes one off; no trick puts {n} on</source>
      <translation>každý štych ubere 1; bez štychu přibude {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="54" />
      <source>how many times the deal counted, and why</source>
      <translation>kolikrát rozdání platilo a proč</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="66" />
      <source>out</source>
      <translation>mimo</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="52" />
      <source>total after the deal, and its change</source>
      <translation>součet po rozdání a jeho změna</translation>
    </message>
    <message>
      <source>trick</source>
      <translation type="vanished">štych</translation>
    </message>
    <message>
      <source>tricks</source>
      <translation type="vanished">štychy</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="205" />
      <source>wins the match</source>
      <translation>vyhrává partii</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="203" />
      <source>with {names}</source>
      <translation>s: {names}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="91" />
      <source>won by {names}</source>
      <translation>vyhráli: {names}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="238" />
      <source>{names} share the win, down to {score}</source>
      <translation>{names} se dělí o výhru se stavem {score}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="232" />
      <source>{names} win the match, down to {score}</source>
      <translation>{names} vyhrávají partii se stavem {score}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="237" />
      <source>{name} wins the match, down to {score}</source>
      <translation>{name} vyhrává partii se stavem {score}</translation>
    </message>
  </context>
  <context>
    <name>SeatNews</name>
    <message>
      <location filename="../../gui/net/seat_news.py" line="37" />
      <source>A computer player plays for {name} until a player joins</source>
      <translation>{name}: hraje počítačový hráč, dokud se někdo nepřipojí</translation>
    </message>
    <message>
      <location filename="../../gui/net/seat_news.py" line="38" />
      <source>A computer player plays for {name} until {name} is back</source>
      <translation>{name}: hraje počítačový hráč, dokud se {name} nevrátí</translation>
    </message>
    <message>
      <location filename="../../gui/net/seat_news.py" line="28" />
      <source>{name} has dropped out — a computer player takes over</source>
      <translation>{name}: spojení přerušeno — hru přebírá počítačový hráč</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/net/seat_news.py" line="29" />
      <source>{name} has dropped out — a computer player takes over in %n s</source>
      <translation>
        <numerusform>{name}: spojení přerušeno — počítačový hráč převezme hru za %n s</numerusform>
        <numerusform>{name}: spojení přerušeno — počítačový hráč převezme hru za %n s</numerusform>
        <numerusform>{name}: spojení přerušeno — počítačový hráč převezme hru za %n s</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/net/seat_news.py" line="46" />
      <source>{name} has joined the table</source>
      <translation>{name} přisedá ke stolu</translation>
    </message>
    <message>
      <location filename="../../gui/net/seat_news.py" line="42" />
      <source>{name} is back</source>
      <translation>{name} je zpět</translation>
    </message>
  </context>
  <context>
    <name>SeatPlate</name>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="96" />
      <source>D</source>
      <translation>R</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="54" />
      <source>dealer</source>
      <translation>rozdává</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="135" />
      <source>sits out</source>
      <translation>nehraje</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="129" />
      <source>thinking…</source>
      <translation>přemýšlí…</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="131" />
      <source>to play</source>
      <translation>na tahu</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="130" />
      <source>your turn</source>
      <translation>jsi na tahu</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <location filename="../../gui/settings_dialog.py" line="90" />
      <source>Allow Undo against computer players (Ctrl+Z takes back my last move)</source>
      <translation>Povolit Zpět proti počítačovým hráčům (Ctrl+Z vrátí můj poslední tah)</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="91" />
      <source>Allow Undo when several people play at this computer</source>
      <translation>Povolit Zpět, když u tohoto počítače hraje více lidí</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="67" />
      <source>Animations</source>
      <translation>Animace</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="44" />
      <source>As the system</source>
      <translation>Podle systému</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="89" />
      <source>Ask before a new game replaces the running match</source>
      <translation>Zeptat se, než nová hra nahradí rozehranou partii</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="39" />
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Blue</source>
      <translation>Modrá</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Brown</source>
      <translation>Hnědá</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="66" />
      <source>Card back</source>
      <translation>Rub karet</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="66" />
      <source>Cards</source>
      <translation>Karty</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="85" />
      <source>Declare marriages without asking</source>
      <translation>Hlásit hlášky bez ptaní</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Easy</source>
      <translation>Lehká</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Expert</source>
      <translation>Expert</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <source>Fast</source>
      <translation>Rychlé</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="37" />
      <source>French, four colours</source>
      <translation>Francouzské, čtyři barvy</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="37" />
      <source>French, two colours</source>
      <translation>Francouzské, dvě barvy</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="38" />
      <source>German suits</source>
      <translation>Německé (mariášové)</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Green</source>
      <translation>Zelená</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="41" />
      <source>Grey</source>
      <translation>Šedá</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Hard</source>
      <translation>Těžká</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="68" />
      <source>Language</source>
      <translation>Jazyk</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="88" />
      <source>Leave each finished trick on the table until I click</source>
      <translation>Nechat každý dohraný štych na stole, dokud nekliknu</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Normal</source>
      <translation>Normální</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <source>Off</source>
      <translation>Vyp.</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="84" />
      <source>One click plays a card (otherwise: click to choose, click again to play)</source>
      <translation>Jedno kliknutí zahraje kartu (jinak: kliknutím vybrat, dalším zahrát)</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="72" />
      <source>Player 1</source>
      <translation>Hráč 1</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="39" />
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Red</source>
      <translation>Červená</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="60" />
      <source>Settings</source>
      <translation>Nastavení</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="87" />
      <source>Show my running count during the tricks (points or tricks so far)</source>
      <translation>Ukazovat průběžný stav během štychů (dosavadní body nebo štychy)</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <source>Slow</source>
      <translation>Pomalé</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="67" />
      <source>Sort suits</source>
      <translation>Řadit barvy</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="66" />
      <source>Table colour</source>
      <translation>Barva stolu</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="86" />
      <source>Wait for a click after each deal</source>
      <translation>Po každém rozdání čekat na kliknutí</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="73" />
      <source>Your name</source>
      <translation>Tvoje jméno</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="47" />
      <source>♠ ♣ ♦ ♥</source>
      <translation>♠ ♣ ♦ ♥</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="46" />
      <source>♠ ♥ ♣ ♦ (colours alternate)</source>
      <translation>♠ ♥ ♣ ♦ (barvy se střídají)</translation>
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
        <numerusform>%n hráč</numerusform>
        <numerusform>%n hráči</numerusform>
        <numerusform>%n hráčů</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="316" />
      <source>A table on this network: players at other computers join it</source>
      <translation>Stůl v této síti: hráči u jiných počítačů se k němu připojí</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="253" />
      <source>Card games of Central and Eastern Europe</source>
      <translation>Karetní hry střední a východní Evropy</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="296" />
      <source>Choose a game: a click starts it, Rules tells how it goes</source>
      <translation>Vyber hru: kliknutím ji spustíš, Pravidla řeknou, jak se hraje</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="262" />
      <source>Continue</source>
      <translation>Pokračovat</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="315" />
      <source>Host a table…</source>
      <translation>Založit stůl…</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="318" />
      <source>Join a table…</source>
      <translation>Připojit se ke stolu…</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="251" />
      <source>Kartln</source>
      <translation>Kartln</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="319" />
      <source>Play at a table another computer on this network hosts</source>
      <translation>Hrát u stolu, který hostí jiný počítač v této síti</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="323" />
      <source>Quit</source>
      <translation>Konec</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="155" />
      <source>Rules</source>
      <translation>Pravidla</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="159" />
      <source>Rules: {game}</source>
      <translation>Pravidla: {game}</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="322" />
      <source>Settings</source>
      <translation>Nastavení</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="145" />
      <source>Start a new game of {game} (Enter)</source>
      <translation>Začít novou hru {game} (Enter)</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="158" />
      <source>The rules of {game}</source>
      <translation>Pravidla hry {game}</translation>
    </message>
    <message>
      <source>{n} players</source>
      <translation type="vanished">Hráčů: {n}</translation>
    </message>
  </context>
  <context>
    <name>Statistics</name>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="53" />
      <source>%n computer player(s)</source>
      <translation>
        <numerusform>%n počítačový soupeř</numerusform>
        <numerusform>%n počítačoví soupeři</numerusform>
        <numerusform>%n počítačových soupeřů</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="44" />
      <source>%n easy player(s)</source>
      <translation>
        <numerusform>%n lehký soupeř</numerusform>
        <numerusform>%n lehcí soupeři</numerusform>
        <numerusform>%n lehkých soupeřů</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="50" />
      <source>%n expert player(s)</source>
      <translation>
        <numerusform>%n expertní soupeř</numerusform>
        <numerusform>%n expertní soupeři</numerusform>
        <numerusform>%n expertních soupeřů</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="48" />
      <source>%n hard player(s)</source>
      <translation>
        <numerusform>%n těžký soupeř</numerusform>
        <numerusform>%n těžcí soupeři</numerusform>
        <numerusform>%n těžkých soupeřů</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="52" />
      <source>%n human player(s)</source>
      <translation>
        <numerusform>%n člověk</numerusform>
        <numerusform>%n lidé</numerusform>
        <numerusform>%n lidí</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="46" />
      <source>%n normal player(s)</source>
      <translation>
        <numerusform>%n normální soupeř</numerusform>
        <numerusform>%n normální soupeři</numerusform>
        <numerusform>%n normálních soupeřů</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="40" />
      <source>%n random player(s)</source>
      <translation>
        <numerusform>%n náhodný soupeř</numerusform>
        <numerusform>%n náhodní soupeři</numerusform>
        <numerusform>%n náhodných soupeřů</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_dialog.py" line="379" />
      <source>%n row(s) written to {name}</source>
      <translation>
        <numerusform>%n řádek zapsán do souboru {name}</numerusform>
        <numerusform>%n řádky zapsány do souboru {name}</numerusform>
        <numerusform>%n řádků zapsáno do souboru {name}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="42" />
      <source>%n simple computer player(s)</source>
      <translation>
        <numerusform>%n jednoduchý počítačový soupeř</numerusform>
        <numerusform>%n jednoduší počítačoví soupeři</numerusform>
        <numerusform>%n jednoduchých počítačových soupeřů</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="186" />
      <source>&amp;Export CSV…</source>
      <translation>&amp;Export CSV…</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="145" />
      <source>&amp;From</source>
      <translation>&amp;Od</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="144" />
      <source>&amp;Game</source>
      <translation>H&amp;ra</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="144" />
      <source>&amp;Opponents</source>
      <translation>&amp;Soupeři</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="144" />
      <source>&amp;Player</source>
      <translation>&amp;Hráč</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="145" />
      <source>&amp;Rules</source>
      <translation>&amp;Pravidla</translation>
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
        <numerusform>{game} ({opponents}): vyhráno {won} z %n partie</numerusform>
        <numerusform>{game} ({opponents}): vyhráno {won} z %n partií</numerusform>
        <numerusform>{game} ({opponents}): vyhráno {won} z %n partií</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="256" />
      <source>All games</source>
      <translation>Všechny hry</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="257" />
      <source>All levels</source>
      <translation>Všechny úrovně</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="258" />
      <source>All rules</source>
      <translation>Všechna pravidla</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="121" />
      <source>Best
match</source>
      <translation>Nejlepší
partie</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="189" />
      <source>C&amp;lear…</source>
      <translation>&amp;Vymazat…</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="366" />
      <source>CSV files (*.csv)</source>
      <translation>Soubory CSV (*.csv)</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="388" />
      <source>Clear the statistics</source>
      <translation>Vymazat statistiky</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="192" />
      <source>Close</source>
      <translation>Zavřít</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="118" />
      <source>Contracts
made</source>
      <translation>Uhrané
hry</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="115" />
      <source>Deals</source>
      <translation>Rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="115" />
      <source>Deals played (re-deals not counted)</source>
      <translation>Odehraná rozdání (opakovaná rozdání se nepočítají)</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="118" />
      <source>Deals the player declared, and made</source>
      <translation>Rozdání, kde hráč hrál jako aktér, a z nich uhraná</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="365" />
      <source>Export the statistics</source>
      <translation>Exportovat statistiky</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="387" />
      <source>Forget all statistics, of every game and every player? This cannot be undone.</source>
      <translation>Zapomenout všechny statistiky všech her a všech hráčů? Nelze to vrátit zpět.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="385" />
      <source>Forget every finished match of {game}, of every player? This cannot be undone.</source>
      <translation>Zapomenout všechny dokončené partie hry {game} u všech hráčů? Nelze to vrátit zpět.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="109" />
      <source>Game</source>
      <translation>Hra</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="30" />
      <source>House rules</source>
      <translation>Domácí pravidla</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="74" />
      <source>Human</source>
      <translation>Člověk</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="329" />
      <source>In this game a lower score is better.</source>
      <translation>V této hře je nižší skóre lepší.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="351" />
      <source>Lost on {day}</source>
      <translation>Prohráno {day}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="111" />
      <source>Matches
won</source>
      <translation>Vyhrané
partie</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="122" />
      <source>Most points ahead of the best other player</source>
      <translation>Největší náskok v bodech před nejlepším z ostatních hráčů</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="124" />
      <source>Most points behind the best other player</source>
      <translation>Největší ztráta v bodech na nejlepšího z ostatních hráčů</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="315" />
      <source>No finished match of {player} fits these filters.</source>
      <translation>Těmto filtrům neodpovídá žádná dokončená partie hráče {player}.</translation>
    </message>
    <message>
      <source>No finished match of {player} passes these filters.</source>
      <translation type="vanished">Na tyto filtry nepasuje žádná dokončená partie hráče {player}.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="76" />
      <source>No finished match to draw</source>
      <translation>Žádná dokončená partie k vykreslení</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="304" />
      <source>Nothing to show yet. Every finished deal and match is kept from now on: play a match to the end and it is counted here.</source>
      <translation>Zatím tu nic není. Od teď se ukládá každé dokončené rozdání i partie: dohraj partii do konce a započítá se sem.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="110" />
      <source>Opponents</source>
      <translation>Soupeři</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="116" />
      <source>Per deal
(mean)</source>
      <translation>Za rozdání
(průměr)</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="130" />
      <location filename="../../gui/stats_dialog.py" line="376" />
      <location filename="../../gui/stats_dialog.py" line="403" />
      <source>Statistics</source>
      <translation>Statistiky</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="110" />
      <source>The computer players' levels</source>
      <translation>Úrovně počítačových hráčů</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="120" />
      <source>The most matches won in a row</source>
      <translation>Nejvíc partií vyhraných za sebou</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="117" />
      <source>The player's mean score change per deal</source>
      <translation>Průměrná změna skóre hráče za rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="113" />
      <source>The share of the matches won, and where the true share lies with 95 % certainty</source>
      <translation>Podíl vyhraných partií a rozmezí, ve kterém skutečný podíl leží s jistotou 95 %</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="403" />
      <source>The statistics could not be cleared: {error}</source>
      <translation>Statistiky se nepodařilo vymazat: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="376" />
      <source>The statistics could not be exported: {error}</source>
      <translation>Statistiky se nepodařilo exportovat: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="312" />
      <source>The statistics could not be read: {error}</source>
      <translation>Statistiky se nepodařilo načíst: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="112" />
      <source>Win rate
(95 % interval)</source>
      <translation>Úspěšnost
(interval 95 %)</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="106" />
      <source>Win rate so far</source>
      <translation>Dosavadní úspěšnost</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="120" />
      <source>Wins
in a row</source>
      <translation>Výhry
za sebou</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="351" />
      <source>Won on {day}</source>
      <translation>Vyhráno {day}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="123" />
      <source>Worst
match</source>
      <translation>Nejhorší
partie</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="106" />
      <source>lost</source>
      <translation>prohra</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="62" />
      <location filename="../../gui/stats_words.py" line="77" />
      <source>nobody</source>
      <translation>nikdo</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="87" />
      <source>too few matches to tell</source>
      <translation>příliš málo partií</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="106" />
      <source>won</source>
      <translation>výhra</translation>
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
        <numerusform>{player}: vyhráno {won} z %n dokončené partie</numerusform>
        <numerusform>{player}: vyhráno {won} z %n dokončených partií</numerusform>
        <numerusform>{player}: vyhráno {won} z %n dokončených partií</numerusform>
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
      <translation>{some} a {last}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="93" />
      <source>{won} of {matches}</source>
      <translation>{won} z {matches}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="61" />
      <source>{won} of {matches} won, from {first} to {last}</source>
      <translation>Vyhráno {won} z {matches}, od {first} do {last}</translation>
    </message>
  </context>
  <context>
    <name>Summary</name>
    <message>
      <location filename="../../gui/panels/summary.py" line="88" />
      <source>Main menu</source>
      <translation>Hlavní nabídka</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="89" />
      <source>New game</source>
      <translation>Nová hra</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="34" />
      <source>Next deal</source>
      <translation>Další rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="90" />
      <source>Rematch</source>
      <translation>Odveta</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="40" />
      <source>Review the deal</source>
      <translation>Prohlédnout rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="38" />
      <location filename="../../gui/panels/summary.py" line="87" />
      <source>Score sheet</source>
      <translation>Zápis</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="81" />
      <source>The match is over.</source>
      <translation>Partie skončila.</translation>
    </message>
  </context>
  <context>
    <name>Table</name>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="351" />
      <source> and </source>
      <translation> a </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/mulatschak.py" line="51" />
      <source>%n trick(s)</source>
      <translation>
        <numerusform>%n štych</numerusform>
        <numerusform>%n štychy</numerusform>
        <numerusform>%n štychů</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/mulatschak.py" line="350" />
      <source>%n whiteout(s)</source>
      <translation>
        <numerusform>%n bílá</numerusform>
        <numerusform>%n bílé</numerusform>
        <numerusform>%n bílých</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="348" />
      <source>(blind: counts double)</source>
      <translation>(naslepo: počítá se dvojnásob)</translation>
    </message>
    <message>
      <source>1 trick</source>
      <translation type="vanished">1 štych</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="66" />
      <source>A new trump is turned: {card}</source>
      <translation>Nový trumf je otočen: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="315" />
      <source>A trump: take it on top, and another card is dealt here while your hand is short.</source>
      <translation>Trumf: vezmi si ho navíc a sem se rozdá další karta, dokud ti v ruce chybí.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="312" />
      <source>A trump: take it on top, and another card is dealt here; or take it for your card, which goes out of play, and go on to the next place.</source>
      <translation>Trumf: vezmi si ho navíc a sem se rozdá další karta; nebo ho vezmi za svou kartu, která jde ze hry, a pokračuj na další místo.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="28" />
      <source>Aces</source>
      <translation>esa</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="145" />
      <source>After Muss everybody defends: Idem</source>
      <translation>Po Muss se brání všichni: Idem</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="75" />
      <source>Against General Rams: {n}</source>
      <translation>Proti General Rams: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/schnalzen.py" line="36" />
      <source>All five tricks: {n}</source>
      <translation>Všech pět štychů: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/schnalzen.py" line="37" />
      <source>Another took all five tricks: {n}</source>
      <translation>Všech pět štychů vzal jiný: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="124" />
      <source>Before you look: Raub?</source>
      <translation>Než se podíváš: Raub?</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="78" />
      <source>Bid {value}</source>
      <translation>Hlásit {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="106" />
      <source>Call General Rams?</source>
      <translation>Ohlásit General Rams?</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="207" />
      <source>Click the card you lay away for it, or keep your hand.</source>
      <translation>Klikni na kartu, kterou za ni odložíš, nebo si nech své karty.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="228" />
      <source>Click the cards to lay out, then confirm.</source>
      <translation>Klikni na karty, které vyložíš, a potvrď.</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="350" />
      <source>Click the cards you lay away, then confirm. Enter confirms too.</source>
      <translation>Klikni na karty, které odkládáš, a potvrď. Potvrdit můžeš i klávesou Enter.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="262" />
      <source>Click them in the order of their places: each shows its number, 1 for the first place. Then confirm; a card is dealt face up in front of each, and place by place you keep the better one.</source>
      <translation>Klikej na ně v pořadí jejich míst: každá ukáže své číslo, 1 pro první místo. Pak potvrď; před každou se rozdá karta lícem nahoru a místo po místu si necháš lepší z obou.</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="346" />
      <source>Contract: {value} ({name})</source>
      <translation>Závazek: {value} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="108" />
      <source>Deal</source>
      <translation>Rozdat</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="226" />
      <location filename="../../gui/games/generic.py" line="202" />
      <source>Deal {n}</source>
      <translation>Rozdání {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="438" />
      <source>Deal {n}: {name} deals</source>
      <translation>Rozdání {n}: rozdává {name}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="292" />
      <source>Declare the marriage</source>
      <translation>Ohlásit hlášku</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="291" />
      <source>Declare the marriage in {suit}?</source>
      <translation>Ohlásit hlášku: {suit}?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="366" />
      <source>Declarer short of his bid of {n}</source>
      <translation>Aktér nesplnil svou hru {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="166" />
      <source>Declarer short of his tricks</source>
      <translation>Aktér neuhrál své štychy</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/raub.py" line="87" />
      <source>Declarer: {name}, %n trick(s)</source>
      <translation>
        <numerusform>Aktér: {name}, %n štych</numerusform>
        <numerusform>Aktér: {name}, %n štychy</numerusform>
        <numerusform>Aktér: {name}, %n štychů</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="116" />
      <location filename="../../gui/games/mulatschak.py" line="188" />
      <source>Declarer: {name}, {bid}</source>
      <translation>Aktér: {name}, {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="86" />
      <source>Double</source>
      <translation>Flek</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="365" />
      <source>Double the deal?</source>
      <translation>Dát flek na toto rozdání?</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="280" />
      <source>Drag the card onto the pile to discard it.</source>
      <translation>Přetáhni kartu na hromádku a odlož ji.</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="275" />
      <source>Drag the card onto the player who should get it.</source>
      <translation>Přetáhni kartu na hráče, který ji má dostat.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="140" />
      <source>Draw from the stock: lay away the cards you change</source>
      <translation>Dobírání z balíčku: odlož karty, které měníš</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="122" />
      <location filename="../../gui/games/text.py" line="82" />
      <source>Drop out</source>
      <translation>Nehrát</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="234" />
      <source>Drops</source>
      <translation>Nehraje</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="60" />
      <source>Exchange %n card(s)</source>
      <translation>
        <numerusform>Vyměnit %n kartu</numerusform>
        <numerusform>Vyměnit %n karty</numerusform>
        <numerusform>Vyměnit %n karet</numerusform>
      </translation>
    </message>
    <message>
      <source>Exchange 1 card</source>
      <translation type="vanished">Vyměnit 1 kartu</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="346" />
      <source>Exchange cards with the talon</source>
      <translation>Vyměnit karty s talonem</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="261" />
      <source>Exchange on sight: lay out the cards you would change</source>
      <translation>Výměna odkrytě: vylož karty, které bys měnil</translation>
    </message>
    <message>
      <location filename="../../gui/games/zwanzig.py" line="36" />
      <source>Exchange up to three cards with the stock</source>
      <translation>Vyměnit až tři karty z balíčku</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="65" />
      <source>Exchange up to three cards with the talon</source>
      <translation>Vyměnit až tři karty s talonem</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="64" />
      <source>Exchange up to two cards with the talon</source>
      <translation>Vyměnit až dvě karty s talonem</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="327" />
      <source>Exchange with the stock: lay away the cards you change</source>
      <translation>Výměna z balíčku: odlož karty, které měníš</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="92" />
      <source>Exchange {n}</source>
      <translation>Vyměnit {n}</translation>
    </message>
    <message>
      <source>Exchange {n} cards</source>
      <translation type="vanished">Vyměnit karty: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="88" />
      <source>Fewer than two play: the deal is not played</source>
      <translation>Hrají méně než dva: rozdání se nehraje</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="85" />
      <source>From</source>
      <translation>Od</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="130" />
      <source>From {start} down to 0</source>
      <translation>Od {start} dolů k 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="27" />
      <source>General Rams</source>
      <translation>General Rams</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="75" />
      <source>General Rams lost: {n}</source>
      <translation>General Rams prohrán: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="71" />
      <source>General Rams made by another: {n}</source>
      <translation>General Rams uhrál jiný: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="71" />
      <source>General Rams made: {n}</source>
      <translation>General Rams uhrán: {n}</translation>
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
      <translation>Nejvyšší hra: {bid} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="332" />
      <source>High bid: {value} ({name})</source>
      <translation>Nejvyšší hra: {value} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="239" />
      <source>Hold</source>
      <translation>Držím</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="295" />
      <source>Hold: you take the bid of {bid} yourself.</source>
      <translation>Držím: hru {bid} bereš sám.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="46" />
      <location filename="../../gui/games/raub.py" line="113" />
      <source>I lead</source>
      <translation>Vynáším</translation>
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
      <translation>Idem nebo Nejdem: bráníš proti aktérovi?</translation>
    </message>
    <message>
      <location filename="../../gui/games/schnalzen.py" line="45" />
      <source>Joker (WELI)</source>
      <translation>Žolík (WELI)</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="292" />
      <source>Just play the card</source>
      <translation>Jen zahrát kartu</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="242" />
      <source>Keep mine</source>
      <translation>Nechat svou</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="59" />
      <location filename="../../gui/games/text.py" line="91" />
      <source>Keep my cards</source>
      <translation>Nechat si karty</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="265" />
      <location filename="../../gui/games/rams_family.py" line="209" />
      <source>Keep my hand</source>
      <translation>Nechat si karty</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="250" />
      <source>Keep your cards</source>
      <translation>Nech si karty</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="27" />
      <source>Kings</source>
      <translation>králové</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="251" />
      <source>Lay out {cards}</source>
      <translation>Vyložit {cards}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="265" />
      <source>Lay out {n}</source>
      <translation>Vyložit {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="203" />
      <source>Leave it</source>
      <translation>Nechat být</translation>
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
      <translation>Mulatschak neuhrán</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="363" />
      <source>Mulatschak made</source>
      <translation>Mulatschak uhrán</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="297" />
      <source>Mulatschak: all five tricks without exchanging.</source>
      <translation>Mulatschak: všech pět štychů bez výměny.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="110" />
      <source>Muss</source>
      <translation>Muss</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="130" />
      <source>Muss becomes possible once a player is at 9 or lower.</source>
      <translation>Muss je možný, jakmile má někdo 9 nebo méně.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="123" />
      <source>Muss makes you declarer without seeing a card; nobody may drop.</source>
      <translation>Muss tě udělá aktérem, aniž bys viděl jedinou kartu; hrát musí všichni.</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="55" />
      <source>Mönch</source>
      <translation>Mönch</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="363" />
      <source>Name the trump suit</source>
      <translation>Urči trumfovou barvu</translation>
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
      <translation>Nový trumf</translation>
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
      <translation>Už není co dobrat: potvrď a nech si karty.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="268" />
      <source>No king, ober or unter: throw in a whiteout?</source>
      <translation>Žádný král, svršek ani spodek: hodit bílou?</translation>
    </message>
    <message>
      <location filename="../../gui/games/marriage_notice.py" line="39" />
      <source>No marriage yet: you may declare one only once you have taken a trick.</source>
      <translation>Zatím žádná hláška: hlásit můžeš, až vezmeš nějaký štych.</translation>
    </message>
    <message>
      <location filename="../../gui/table/decor.py" line="291" />
      <source>No trump</source>
      <translation>Bez trumfů</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="53" />
      <source>No trumps</source>
      <translation>Bez trumfů</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="26" />
      <source>Obers</source>
      <translation>svršci</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="242" />
      <location filename="../../gui/games/mulatschak.py" line="291" />
      <location filename="../../gui/games/ramsen.py" line="22" />
      <source>Pass</source>
      <translation>Pas</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="109" />
      <source>Pass the deal</source>
      <translation>Předat rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="308" />
      <source>Place {p} of {k}: the {up} or your {mine}?</source>
      <translation>Místo {p} z {k}: {up}, nebo tvoje {mine}?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="243" />
      <location filename="../../gui/games/text.py" line="80" />
      <source>Play</source>
      <translation>Hrát</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="267" />
      <source>Play on</source>
      <translation>Hrát dál</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="361" />
      <location filename="../../gui/games/rams_family.py" line="124" />
      <source>Play this deal or drop out?</source>
      <translation>Hrát toto rozdání, nebo nehrát?</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="31" />
      <source>Play this deal or pass?</source>
      <translation>Hrát toto rozdání, nebo pas?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="175" />
      <location filename="../../gui/games/schnalzen.py" line="27" />
      <source>Play this deal or stay at home?</source>
      <translation>Hrát toto rozdání, nebo zůstat doma?</translation>
    </message>
    <message>
      <source>Play this deal or {choice}?</source>
      <translation type="vanished">Hrát toto rozdání, nebo {choice}?</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="116" />
      <source>Play with your hand or take the widow?</source>
      <translation>Hrát se svými kartami, nebo vzít vdovu?</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="115" />
      <source>Play, take the widow or drop out?</source>
      <translation>Hrát, vzít vdovu, nebo nehrát?</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="233" />
      <source>Plays</source>
      <translation>Hraje</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="270" />
      <source>Put the card in the middle of the table to play it.</source>
      <translation>Zahraj kartu tím, že ji položíš doprostřed stolu.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="111" />
      <source>Raub</source>
      <translation>Raub</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="125" />
      <source>Raub: you are declarer and need two tricks (Stih on a seven: one).</source>
      <translation>Raub: jsi aktér a potřebuješ dva štychy (Stih na sedmičku: jeden).</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="88" />
      <source>Redouble</source>
      <translation>Re</translation>
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
      <translation>Refa: karty se hodí; další započtené rozdání platí dvojnásob</translation>
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
      <translation>Zůstat doma</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="100" />
      <source>Stays at home</source>
      <translation>Zůstává doma</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="112" />
      <source>Stih</source>
      <translation>Stih</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="48" />
      <source>Strikers: the {rank}</source>
      <translation>Bijci: {rank}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="240" />
      <location filename="../../gui/games/rams_family.py" line="180" />
      <source>Take it</source>
      <translation>Vzít</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="241" />
      <source>Take it for mine</source>
      <translation>Vzít za svou</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="318" />
      <source>Take it on top</source>
      <translation>Vzít navíc</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="187" />
      <source>Take the trump card for {card}</source>
      <translation>Vzít trumfovou kartu za {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="206" />
      <source>Take the trump card, the {card}?</source>
      <translation>Vzít trumfovou kartu, {card}?</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="97" />
      <source>Take the widow</source>
      <translation>Vzít vdovu</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="54" />
      <source>The bottom card of the cut is the {card}</source>
      <translation>Spodní karta sejmuté části: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="201" />
      <source>The bottom card of the cut is the {card}. Take it?</source>
      <translation>Spodní karta sejmuté části: {card}. Vezmeš si ji?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="317" />
      <source>The card you do not take goes out of play.</source>
      <translation>Karta, kterou si nevezmeš, jde ze hry.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="126" />
      <source>The declarer must take two of the four tricks.</source>
      <translation>Aktér musí vzít dva ze čtyř štychů.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="361" />
      <source>The declarer's Mulatschak failed</source>
      <translation>Aktérův Mulatschak neuhrán</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="66" />
      <source>The first suit keeps the turned-up trumps; another shows that you hold the Mönch.</source>
      <translation>První barva nechá otočené trumfy; jiná ukáže, že máš Mönche.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="293" />
      <source>The highest bidder names trumps and exchanges on sight; short of the bid: 10 on.</source>
      <translation>Nejvyšší licitující určí trumfy a mění odkrytě; když hru nesplní: 10 nahoru.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="270" />
      <source>The same dealer deals again and the next scored deal counts double.</source>
      <translation>Rozdává znovu tentýž hráč a další započtené rozdání platí dvojnásob.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/rams.py" line="123" />
      <source>The widow replaces your whole hand unseen: your cards are laid away, you take its %n card(s) without looking at them first, and you play.</source>
      <translation>
        <numerusform>Vdova nahradí celou tvou ruku naslepo: tvoje karty se odloží, vezmeš si její %n kartu, aniž by ses na ni předtím podíval, a hraješ.</numerusform>
        <numerusform>Vdova nahradí celou tvou ruku naslepo: tvoje karty se odloží, vezmeš si její %n karty, aniž by ses na ně předtím podíval, a hraješ.</numerusform>
        <numerusform>Vdova nahradí celou tvou ruku naslepo: tvoje karty se odloží, vezmeš si jejích %n karet, aniž by ses na ně předtím podíval, a hraješ.</numerusform>
      </translation>
    </message>
    <message>
      <source>The widow replaces your whole hand unseen: your cards are laid away, you take its {n} cards without looking at them first, and you play.</source>
      <translation type="vanished">Vdova nahradí celou tvou ruku naslepo: tvoje karty se odloží, vezmeš si její karty ({n}), aniž by ses na ně předtím podíval, a hraješ.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/rams_family.py" line="216" />
      <source>The {talon} has %n card(s) left.</source>
      <translation>
        <numerusform>Zbývá %n karta ({talon}).</numerusform>
        <numerusform>Zbývají %n karty ({talon}).</numerusform>
        <numerusform>Zbývá %n karet ({talon}).</numerusform>
      </translation>
    </message>
    <message>
      <source>The {talon} has 1 card left.</source>
      <translation type="vanished">Zbývá 1 karta ({talon}).</translation>
    </message>
    <message>
      <source>The {talon} has {n} cards left.</source>
      <translation type="vanished">Zbývající karty ({talon}): {n}.</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="135" />
      <source>This deal counts ×{m}</source>
      <translation>Toto rozdání platí ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="282" />
      <source>This is not the moment to play a card.</source>
      <translation>Teď není chvíle hrát kartu.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="60" />
      <source>To exactly 0: a total that would go below 0 bounces back up by the excess</source>
      <translation>Přesně na 0: součet, který by klesl pod 0, se o přebytek odrazí zpět nahoru</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="86" />
      <source>Tokens: from {n} down to 0</source>
      <translation>Žetony: od {n} dolů k 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="47" />
      <source>Took it</source>
      <translation>Bere si ji</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="29" />
      <source>Took the widow</source>
      <translation>Bere vdovu</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="270" />
      <location filename="../../gui/games/generic.py" line="205" />
      <source>Trick {n} of {total}</source>
      <translation>Štych {n} z {total}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="323" />
      <location filename="../../gui/games/generic.py" line="445" />
      <source>Turned up: {card}</source>
      <translation>Otočená karta: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="25" />
      <source>Unters</source>
      <translation>spodci</translation>
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
      <translation>Bílá</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="338" />
      <source>Whiteout: next deal ×{m}</source>
      <translation>Bílá: další rozdání ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="194" />
      <source>Whiteout: the next scored deal counts ×{m}</source>
      <translation>Bílá: další započtené rozdání platí ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="88" />
      <source>Whiteout: you throw the cards in; the next scored deal counts ×{m}</source>
      <translation>Bílá: hodíš karty; další započtené rozdání platí ×{m}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/rams.py" line="88" />
      <source>Widow: %n card(s) face down</source>
      <translation>
        <numerusform>Vdova: %n karta lícem dolů</numerusform>
        <numerusform>Vdova: %n karty lícem dolů</numerusform>
        <numerusform>Vdova: %n karet lícem dolů</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="126" />
      <source>Will you lead?</source>
      <translation>Budeš vynášet?</translation>
    </message>
    <message>
      <location filename="../../gui/games/zwanzig.py" line="26" />
      <source>You announce: name the trump suit</source>
      <translation>Hlásíš: urči trumfovou barvu</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="117" />
      <source>You are declarer: {bid}</source>
      <translation>Jsi aktér: {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="99" />
      <source>You bid Mulatschak: all five tricks</source>
      <translation>Hlásíš Mulatschak: všech pět štychů</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="36" />
      <source>You call General Rams: take all five tricks</source>
      <translation>Hlásíš General Rams: vezmi všech pět štychů</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="129" />
      <source>You deal: deal, or pass the deal (a Refa)?</source>
      <translation>Rozdáváš: rozdat, nebo předat rozdání (Refa)?</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="122" />
      <source>You deal: deal, pass the deal (a Refa), or say Muss?</source>
      <translation>Rozdáváš: rozdat, předat rozdání (Refa), nebo říct Muss?</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="447" />
      <source>You declare the marriage in {suit}: +{points}</source>
      <translation>Hlásíš hlášku: {suit}, +{points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="388" />
      <source>You double: the deal counts ×{factor}</source>
      <translation>Dáváš flek: rozdání platí ×{factor}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="358" />
      <source>You drop out of this deal</source>
      <translation>Toto rozdání nehraješ</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/choreography.py" line="411" />
      <source>You exchange %n card(s)</source>
      <translation>
        <numerusform>Měníš %n kartu</numerusform>
        <numerusform>Měníš %n karty</numerusform>
        <numerusform>Měníš %n karet</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="409" />
      <source>You exchange one card</source>
      <translation>Měníš jednu kartu</translation>
    </message>
    <message>
      <source>You exchange {n} cards</source>
      <translation type="vanished">Měníš karty: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="232" />
      <source>You exchanged, so you play this deal</source>
      <translation>Měnil jsi, takže toto rozdání hraješ</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="424" />
      <source>You give a card to {receiver}</source>
      <translation>Dáváš kartu hráči {receiver}</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="44" />
      <source>You hold a Fliege: five of a suit win the deal</source>
      <translation>Máš Fliege: pět karet jedné barvy vyhrává rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="61" />
      <source>You hold the Mönch: name the trump suit</source>
      <translation>Máš Mönche: urči trumfovou barvu</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="108" />
      <source>You hold: {bid}</source>
      <translation>Držíš: {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="165" />
      <source>You keep your card</source>
      <translation>Necháváš si svou kartu</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="396" />
      <source>You keep your cards</source>
      <translation>Necháváš si karty</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="125" />
      <source>You keep your hand</source>
      <translation>Necháváš si karty</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="135" />
      <source>You lay out {n} to exchange on sight</source>
      <translation>Vykládáš {n} k výměně odkrytě</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="354" />
      <source>You may change 1 card.</source>
      <translation>Můžeš vyměnit 1 kartu.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="354" />
      <source>You may change up to %n card(s).</source>
      <translation>
        <numerusform>Můžeš vyměnit nejvýš %n kartu.</numerusform>
        <numerusform>Můžeš vyměnit nejvýš %n karty.</numerusform>
        <numerusform>Můžeš vyměnit nejvýš %n karet.</numerusform>
      </translation>
    </message>
    <message>
      <source>You may change up to {n} cards.</source>
      <translation type="vanished">Můžeš vyměnit karty (nejvýš {n}).</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="108" />
      <source>You must then take all five tricks; everybody plays.</source>
      <translation>Pak musíš vzít všech pět štychů; hrají všichni.</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="380" />
      <source>You name {suit} as trumps</source>
      <translation>Určuješ trumfy: {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="323" />
      <source>You play this deal</source>
      <translation>Toto rozdání hraješ</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="378" />
      <source>You play without trumps</source>
      <translation>Hraješ bez trumfů</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="347" />
      <source>You play {value}</source>
      <translation>Hraješ {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="60" />
      <source>You played the Mönch: name the trumps from the next trick on</source>
      <translation>Zahrál jsi Mönche: urči trumfy od dalšího štychu</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="38" />
      <source>You say Nejdem</source>
      <translation>Říkáš Nejdem</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="96" />
      <source>You stay at home</source>
      <translation>Zůstáváš doma</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="67" />
      <source>You take the cut card</source>
      <translation>Bereš sejmutou kartu</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="81" />
      <source>You take the trump card, the {card}</source>
      <translation>Bereš trumfovou kartu, {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="55" />
      <source>You take the widow</source>
      <translation>Bereš vdovu</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="157" />
      <source>You take the {card}</source>
      <translation>Bereš {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="202" />
      <source>You then get one card fewer in the first packet and may not exchange.</source>
      <translation>Pak dostaneš v první dávce o kartu méně a nesmíš měnit.</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="407" />
      <source>You took the trick</source>
      <translation>Bereš štych</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="404" />
      <source>You took the trick: %n point(s)</source>
      <translation>
        <numerusform>Bereš štych za %n bod</numerusform>
        <numerusform>Bereš štych za %n body</numerusform>
        <numerusform>Bereš štych za %n bodů</numerusform>
      </translation>
    </message>
    <message>
      <source>You took the trick: {points} points</source>
      <translation type="vanished">Bereš štych za {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="367" />
      <source>Your bid</source>
      <translation>Tvoje hra</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="284" />
      <source>Your bid: how many tricks will you take?</source>
      <translation>Tvoje hra: kolik štychů vezmeš?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="281" />
      <source>Your bid: {name} bid {bid}</source>
      <translation>Tvoje hra: {name} hlásí {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="368" />
      <source>Your choice</source>
      <translation>Tvoje volba</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="317" />
      <source>Your tricks: {won}</source>
      <translation>Tvoje štychy: {won}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="316" />
      <source>Your tricks: {won} ({needs} needed)</source>
      <translation>Tvoje štychy: {won} (potřeba {needs})</translation>
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
      <translation>aktér: za štych jeden dolů, když splní hru, jinak 10 nahoru; Mulatschak: 10 dolů, nebo 10 nahoru a ostatním 10 dolů; ostatní: za štych jeden dolů, jinak 5 nahoru; doma: 1 nahoru</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="156" />
      <source>declarer: one off a trick when he takes his tricks, else 4 on; a defender: one off a trick, else 2 on; Nejdem: nothing</source>
      <translation>aktér: za štych jeden dolů, když vezme své štychy, jinak 4 nahoru; obránce: za štych jeden dolů, jinak 2 nahoru; Nejdem: nic</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="45" />
      <source>down to 0</source>
      <translation>dolů k 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="360" />
      <location filename="../../gui/games/generic.py" line="179" />
      <location filename="../../gui/games/rams_family.py" line="125" />
      <source>dropped out</source>
      <translation>nehraje</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="22" />
      <source>eights</source>
      <translation>osmičky</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="226" />
      <source>golden round</source>
      <translation>zlaté kolo</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="82" />
      <source>hold {n}</source>
      <translation>drží {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="27" />
      <source>leads</source>
      <translation>vynáší</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="23" />
      <source>nines</source>
      <translation>devítky</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="32" />
      <source>passed</source>
      <translation>pas</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="436" />
      <source>pile</source>
      <translation>hromádka</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="30" />
      <source>says Muss</source>
      <translation>říká Muss</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="28" />
      <source>says Raub</source>
      <translation>říká Raub</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="29" />
      <source>says Stih</source>
      <translation>říká Stih</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="21" />
      <source>sevens</source>
      <translation>sedmičky</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="20" />
      <source>sixes</source>
      <translation>šestky</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="177" />
      <location filename="../../gui/games/raub.py" line="81" />
      <location filename="../../gui/games/zwanzig.py" line="21" />
      <source>stock</source>
      <translation>balíček</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="54" />
      <source>striker</source>
      <translation>bijec</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="126" />
      <source>talon</source>
      <translation>talon</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="24" />
      <source>tens</source>
      <translation>desítky</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="45" />
      <source>to exactly 0</source>
      <translation>přesně na 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="268" />
      <location filename="../../gui/games/generic.py" line="187" />
      <source>trump</source>
      <translation>trumf</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="317" />
      <location filename="../../gui/games/generic.py" line="199" />
      <location filename="../../gui/games/rams_family.py" line="158" />
      <source>trump card</source>
      <translation>trumfová karta</translation>
    </message>
    <message>
      <location filename="../../gui/table/decor.py" line="40" />
      <source>turned up: {card}</source>
      <translation>otočená karta: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="350" />
      <source>whiteout</source>
      <translation>bílá</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="82" />
      <source>widow</source>
      <translation>vdova</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="171" />
      <source>with {names}</source>
      <translation>s: {names}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="225" />
      <source>{choice} costs {n} at once.</source>
      <translation>{choice} stojí hned {n}.</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="428" />
      <location filename="../../gui/games/generic.py" line="453" />
      <source>{giver} gives a card to {receiver}</source>
      <translation>{giver} dává kartu hráči {receiver}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="426" />
      <source>{giver} gives you a card</source>
      <translation>{giver} ti dává kartu</translation>
    </message>
    <message>
      <location filename="../../gui/games/zwanzig.py" line="31" />
      <source>{hearts} count double; with {diamonds} trumps nobody may drop.</source>
      <translation>{hearts} platí dvojnásob; při trumfech {diamonds} musí hrát všichni.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="99" />
      <source>{name} bids Mulatschak!</source>
      <translation>{name} hlásí Mulatschak!</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="375" />
      <source>{name} bids {bid}</source>
      <translation>{name} hlásí {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="421" />
      <source>{name} bids {value}</source>
      <translation>{name} hlásí {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="129" />
      <source>{name} calls General Rams</source>
      <translation>{name} hlásí General Rams</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="37" />
      <source>{name} calls General Rams: everybody plays</source>
      <translation>{name} hlásí General Rams: hrají všichni</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="442" />
      <source>{name} declares the marriage in {suit} ({points})</source>
      <translation>{name} hlásí hlášku: {suit} ({points})</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="448" />
      <source>{name} declares the marriage in {suit}: +{points}</source>
      <translation>{name} hlásí hlášku: {suit}, +{points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="389" />
      <location filename="../../gui/games/generic.py" line="434" />
      <source>{name} doubles: the deal counts ×{factor}</source>
      <translation>{name} dává flek: rozdání platí ×{factor}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="359" />
      <source>{name} drops out</source>
      <translation>{name} nehraje</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/choreography.py" line="412" />
      <source>{name} exchanges %n card(s)</source>
      <translation>
        <numerusform>{name} mění %n kartu</numerusform>
        <numerusform>{name} mění %n karty</numerusform>
        <numerusform>{name} mění %n karet</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="409" />
      <source>{name} exchanges one card</source>
      <translation>{name} mění jednu kartu</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="451" />
      <source>{name} exchanges {n} cards</source>
      <translation>{name} mění karty: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="373" />
      <source>{name} holds {n}</source>
      <translation>{name} drží {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="108" />
      <source>{name} holds: {bid}</source>
      <translation>{name} drží: {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="117" />
      <source>{name} is declarer: {bid}</source>
      <translation>{name} je aktér: {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="55" />
      <source>{name} is shown the bottom card of the cut: the {card}</source>
      <translation>{name} vidí spodní kartu sejmuté části: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="165" />
      <source>{name} keeps his own card</source>
      <translation>{name} si nechává svou kartu</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="396" />
      <location filename="../../gui/games/generic.py" line="450" />
      <source>{name} keeps the cards</source>
      <translation>{name} si nechává karty</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="125" />
      <source>{name} keeps the hand</source>
      <translation>{name} si nechává karty</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="136" />
      <source>{name} lays out {n} to exchange on sight</source>
      <translation>{name} vykládá {n} k výměně odkrytě</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="58" />
      <source>{name} looks at the bottom card of the cut</source>
      <translation>{name} se dívá na spodní kartu sejmuté části</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="457" />
      <source>{name} names trumps: {suit}</source>
      <translation>{name} určuje trumfy: {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="380" />
      <source>{name} names {suit} as trumps</source>
      <translation>{name} určuje trumfy: {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="423" />
      <source>{name} passes</source>
      <translation>{name} pasuje</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="378" />
      <source>{name} plays without trumps</source>
      <translation>{name} hraje bez trumfů</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="440" />
      <source>{name} plays {card}</source>
      <translation>{name} hraje {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="413" />
      <source>{name} plays {card} and declares the marriage ({points})</source>
      <translation>{name} hraje {card} a hlásí hlášku ({points})</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="347" />
      <location filename="../../gui/games/generic.py" line="436" />
      <source>{name} plays {value}</source>
      <translation>{name} hraje {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="39" />
      <source>{name} says Nejdem</source>
      <translation>{name} říká Nejdem</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="71" />
      <source>{name} shows a Fliege</source>
      <translation>{name} ukazuje Fliege</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="45" />
      <source>{name} shows a Fliege: five of a suit win the deal</source>
      <translation>{name} ukazuje Fliege: pět karet jedné barvy vyhrává rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="97" />
      <source>{name} stays at home</source>
      <translation>{name} zůstává doma</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="67" />
      <location filename="../../gui/games/rams_family.py" line="295" />
      <source>{name} takes the cut card</source>
      <translation>{name} bere sejmutou kartu</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="428" />
      <source>{name} takes the trick</source>
      <translation>{name} bere štych</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="426" />
      <source>{name} takes the trick (%n point(s))</source>
      <translation>
        <numerusform>{name} bere štych (za %n bod)</numerusform>
        <numerusform>{name} bere štych (za %n body)</numerusform>
        <numerusform>{name} bere štych (za %n bodů)</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} takes the trick ({points} points)</source>
      <translation type="vanished">{name} bere štych (za {points})</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="293" />
      <source>{name} takes the trump card</source>
      <translation>{name} bere trumfovou kartu</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="82" />
      <source>{name} takes the trump card, the {card}</source>
      <translation>{name} bere trumfovou kartu, {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="55" />
      <location filename="../../gui/games/rams.py" line="131" />
      <source>{name} takes the widow</source>
      <translation>{name} bere vdovu</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="157" />
      <source>{name} takes the {card}</source>
      <translation>{name} bere {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="408" />
      <source>{name} took the trick</source>
      <translation>Štych bere {name}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="405" />
      <source>{name} took the trick: %n point(s)</source>
      <translation>
        <numerusform>Štych bere {name}: za %n bod</numerusform>
        <numerusform>Štych bere {name}: za %n body</numerusform>
        <numerusform>Štych bere {name}: za %n bodů</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} took the trick: {points} points</source>
      <translation type="vanished">Štych bere {name}: za {points}</translation>
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
        <numerusform>{name} {how}: vzít %n štych</numerusform>
        <numerusform>{name} {how}: vzít %n štychy</numerusform>
        <numerusform>{name} {how}: vzít %n štychů</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="371" />
      <source>{name}: whiteout</source>
      <translation>{name}: bílá</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="89" />
      <source>{name}: whiteout! The cards are thrown in; the next scored deal counts ×{m}</source>
      <translation>{name}: bílá! Karty se hodí; další započtené rozdání platí ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="432" />
      <source>{name}: {word}</source>
      <translation>{name}: {word}</translation>
    </message>
    <message>
      <source>{n} tricks</source>
      <translation type="vanished">Štychy: {n}</translation>
    </message>
    <message>
      <source>{n} whiteouts</source>
      <translation type="vanished">Bílé: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="457" />
      <location filename="../../gui/games/generic.py" line="447" />
      <source>{suit} is trump</source>
      <translation>Trumfy: {suit}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/rams_family.py" line="132" />
      <source>{talon}: %n card(s)</source>
      <translation>
        <numerusform>{talon}: %n karta</numerusform>
        <numerusform>{talon}: %n karty</numerusform>
        <numerusform>{talon}: %n karet</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="230" />
      <source>{value} blind</source>
      <translation>{value} naslepo</translation>
    </message>
  </context>
  <context>
    <name>TakenPile</name>
    <message numerus="yes">
      <location filename="../../gui/table/seat_plate.py" line="229" />
      <source>%n trick(s) taken</source>
      <translation>
        <numerusform>%n štych vzat</numerusform>
        <numerusform>%n štychy vzaty</numerusform>
        <numerusform>%n štychů vzato</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Thousand</name>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="188" />
      <source>A nine at the bottom three times: you lose {points}</source>
      <translation>Devítka vespod potřetí: ztrácíš {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="189" />
      <source>A nine at the bottom three times: {name} loses {points}</source>
      <translation>Devítka vespod potřetí: {name} ztrácí {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="176" />
      <source>A nine at the bottom: you cut again</source>
      <translation>Devítka vespod: snímáš znovu</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="177" />
      <source>A nine at the bottom: {name} cuts again</source>
      <translation>Devítka vespod: {name} snímá znovu</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="167" />
      <source>Aces {points}</source>
      <translation>Esa {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="149" />
      <location filename="../../gui/games/thousand_view.py" line="248" />
      <source>Contract: {value} ({name})</source>
      <translation>Závazek: {value} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="139" />
      <source>Deal {n}</source>
      <translation>Rozdání {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="106" />
      <source>Declare the Aces</source>
      <translation>Hlásit esa</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="105" />
      <source>Declare the four Aces as a marriage (+{points})?</source>
      <translation>Ohlásit čtyři esa jako hlášku (+{points})?</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="115" />
      <source>Declare the marriage</source>
      <translation>Ohlásit hlášku</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="113" />
      <source>Declare the marriage in {suit} (+{points}) and make {suit} trump?</source>
      <translation>Ohlásit hlášku: {suit} (+{points}) a udělat {suit} trumfy?</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="145" />
      <source>High bid: {value} ({name})</source>
      <translation>Nejvyšší hra: {value} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="106" />
      <location filename="../../gui/games/thousand.py" line="115" />
      <source>Just play the card</source>
      <translation>Jen zahrát kartu</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="41" />
      <source>Marriages: {values},</source>
      <translation>Hlášky: {values},</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="74" />
      <location filename="../../gui/games/thousand_view.py" line="171" />
      <location filename="../../gui/games/thousand_view.py" line="257" />
      <source>No trump</source>
      <translation>Bez trumfů</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="147" />
      <source>Opening bid: 100</source>
      <translation>Úvodní hra: 100</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="62" />
      <source>Pass</source>
      <translation>Pas</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="152" />
      <source>Trick {n} of {total}</source>
      <translation>Štych {n} z {total}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="270" />
      <source>You concede the deal</source>
      <translation>Vzdáváš rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="263" />
      <source>You declare the four Aces: +{points}</source>
      <translation>Hlásíš čtyři esa: +{points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="200" />
      <source>You demand a new deal: {reason}</source>
      <translation>Žádáš nové rozdání: {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="255" />
      <source>You play for {value}</source>
      <translation>Hraješ za {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="252" />
      <source>You raise the contract to {value}</source>
      <translation>Zvyšuješ závazek na {value}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/thousand_view.py" line="278" />
      <source>You take the pile: %n point(s)</source>
      <translation>
        <numerusform>Bereš hromádku za %n bod</numerusform>
        <numerusform>Bereš hromádku za %n body</numerusform>
        <numerusform>Bereš hromádku za %n bodů</numerusform>
      </translation>
    </message>
    <message>
      <source>You take the pile: {points} points</source>
      <translation type="vanished">Bereš hromádku za {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="145" />
      <source>Your points: {points}</source>
      <translation>Tvoje body: {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="144" />
      <source>Your points: {points} of {contract}</source>
      <translation>Tvoje body: {points} z {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="46" />
      <source>barrel {n}/3</source>
      <translation>sud {n}/3</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="48" />
      <source>bolts {n}</source>
      <translation>nuly {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="39" />
      <source>four Aces {value}</source>
      <translation>čtyři esa {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="285" />
      <source>four nines</source>
      <translation>čtyři devítky</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="287" />
      <source>four nines after giving</source>
      <translation>čtyři devítky po rozdání karet</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="141" />
      <source>golden round</source>
      <translation>zlaté kolo</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="286" />
      <source>nines in the stock</source>
      <translation>devítky v talonu</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="135" />
      <source>pile</source>
      <translation>hromádka</translation>
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
      <translation>trumf</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="270" />
      <source>{name} concedes the deal</source>
      <translation>{name} vzdává rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="264" />
      <source>{name} declares the four Aces: +{points}</source>
      <translation>{name} hlásí čtyři esa: +{points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="200" />
      <source>{name} demands a new deal: {reason}</source>
      <translation>{name} žádá nové rozdání: {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="255" />
      <source>{name} plays for {value}</source>
      <translation>{name} hraje za {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="252" />
      <source>{name} raises the contract to {value}</source>
      <translation>{name} zvyšuje závazek na {value}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/thousand_view.py" line="279" />
      <source>{name} takes the pile: %n point(s)</source>
      <translation>
        <numerusform>{name} bere hromádku za %n bod</numerusform>
        <numerusform>{name} bere hromádku za %n body</numerusform>
        <numerusform>{name} bere hromádku za %n bodů</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} takes the pile: {points} points</source>
      <translation type="vanished">{name} bere hromádku za {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="53" />
      <source>{value} blind</source>
      <translation>{value} naslepo</translation>
    </message>
  </context>
  <context>
    <name>ThousandPanels</name>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="72" />
      <source>A blind bid is made without looking; a blind winner's result counts double.</source>
      <translation>Hra naslepo se hlásí bez dívání do karet; výsledek vítěze naslepo platí dvojnásob.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="37" />
      <source>A blind bid may not go above 120.</source>
      <translation>Hra naslepo nesmí přesáhnout 120.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="44" />
      <source>Above 120 you need a marriage (King and Queen of one suit) in your hand.</source>
      <translation>Nad 120 potřebuješ v ruce hlášku (krále a svrška jedné barvy).</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="43" />
      <source>Above 120 you need a marriage (King and Queen of one suit, or all four Aces) in your hand.</source>
      <translation>Nad 120 potřebuješ v ruce hlášku (krále a svrška jedné barvy, nebo všechna čtyři esa).</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="128" />
      <source>Announce your contract</source>
      <translation>Ohlas svůj závazek</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="57" />
      <source>Auction: {name} bids {value}</source>
      <translation>Licitace: {name} hlásí {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="64" />
      <source>Bid {value} blind</source>
      <translation>Hlásit {value} naslepo</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="146" />
      <source>Choose a stock</source>
      <translation>Vyber talon</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="156" />
      <source>Click a card to discard it, or drag it onto the pile.</source>
      <translation>Klikni na kartu a odlož ji, nebo ji přetáhni na hromádku.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="117" />
      <source>Click a card, then click it again to give it; or drag it onto the player.</source>
      <translation>Klikni na kartu a dalším kliknutím ji dej; nebo ji přetáhni na hráče.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="164" />
      <source>Concede the deal</source>
      <translation>Vzdát rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="86" />
      <source>Demand a new deal</source>
      <translation>Žádat nové rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="155" />
      <source>Discard two cards</source>
      <translation>Odlož dvě karty</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="103" />
      <source>Give a card to {name}</source>
      <translation>Dát kartu hráči {name}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="105" />
      <source>Give one card to each opponent</source>
      <translation>Dej jednu kartu každému soupeři</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="165" />
      <source>Give up this deal: each opponent scores 60; every third concession costs your contract.</source>
      <translation>Vzdát toto rozdání: každý soupeř si připíše 60; každé třetí vzdání tě stojí tvůj závazek.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="87" />
      <source>Keep these cards</source>
      <translation>Nechat si tyto karty</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="68" />
      <source>Look at my cards</source>
      <translation>Podívat se do karet</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="70" />
      <source>Pass</source>
      <translation>Pas</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="131" />
      <location filename="../../gui/games/thousand_panels.py" line="135" />
      <source>Play {value}</source>
      <translation>Hrát {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="148" />
      <source>Take stock {n}</source>
      <translation>Vzít talon {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="136" />
      <source>The contract may be from {low} to {top}: it is never lowered.</source>
      <translation>Závazek může být od {low} do {top}: nikdy se nesnižuje.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="109" />
      <source>The next card goes to:</source>
      <translation>Další karta jde:</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="79" />
      <source>The stock holds two or more nines.</source>
      <translation>V talonu jsou dvě nebo více devítek.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="41" />
      <source>With the marriages in your hand you may go up to {top}.</source>
      <translation>S hláškami v ruce můžeš jít až na {top}.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="133" />
      <location filename="../../gui/games/thousand_panels.py" line="141" />
      <source>Without a marriage in your hand the contract cannot go above 120.</source>
      <translation>Bez hlášky v ruce nemůže závazek přesáhnout 120.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="59" />
      <source>Without a marriage in your hand you can bid up to 120.</source>
      <translation>Bez hlášky v ruce můžeš hlásit nejvýš 120.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="78" />
      <source>You hold all four nines.</source>
      <translation>Máš všechny čtyři devítky.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="65" />
      <source>You may bid from {low} to {top}.</source>
      <translation>Můžeš hlásit od {low} do {top}.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="83" />
      <source>You may demand a new deal</source>
      <translation>Můžeš žádat nové rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="139" />
      <source>You may raise the contract to {top}; it is never lowered.</source>
      <translation>Můžeš zvýšit závazek až na {top}; nikdy se nesnižuje.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="80" />
      <source>You now hold all four nines.</source>
      <translation>Teď máš všechny čtyři devítky.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="55" />
      <source>You open the auction</source>
      <translation>Zahajuješ licitaci</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="39" />
      <source>{top} is the highest bid: all card points and every marriage.</source>
      <translation>{top} je nejvyšší hra: všechny body v kartách a každá hláška.</translation>
    </message>
  </context>
  <context>
    <name>ThousandSheet</name>
    <message numerus="yes">
      <location filename="../../gui/games/thousand_sheet.py" line="24" />
      <source>%n bolt(s)</source>
      <translation>
        <numerusform>%n nula</numerusform>
        <numerusform>%n nuly</numerusform>
        <numerusform>%n nul</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="34" />
      <source>555: back to 0</source>
      <translation>555: zpět na 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="206" />
      <source>Arrived on the barrel: {n}</source>
      <translation>Na sud: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="136" />
      <source>Card points {cards} + marriage {m} = {total}</source>
      <translation>Body v kartách {cards} + hláška {m} = {total}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="135" />
      <source>Card points {n}</source>
      <translation>Body v kartách {n}</translation>
    </message>
    <message>
      <source>Conceded, the {nth} time</source>
      <translation type="vanished">Vzdáno, po {nth}.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="145" />
      <source>Conceded: time {n}</source>
      <translation>Vzdáno ({n}. vzdání)</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="68" />
      <source>Contract</source>
      <translation>Závazek</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="154" />
      <source>Contract {c} made</source>
      <translation>Závazek {c} splněn</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="154" />
      <source>Contract {c} missed</source>
      <translation>Závazek {c} nesplněn</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="66" />
      <source>Deal</source>
      <translation>Rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="67" />
      <source>Declarer</source>
      <translation>Aktér</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="213" />
      <source>Exactly 555: back to 0</source>
      <translation>Přesně 555: zpět na 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="208" />
      <source>Fell from the barrel: {n}</source>
      <translation>Pád ze sudu: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="247" />
      <source>How</source>
      <translation>Jak</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="209" />
      <source>Knocked off the barrel: {n}</source>
      <translation>Shození ze sudu: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="211" />
      <source>Made it on the barrel: {n}</source>
      <translation>Uhráno na sudu: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="204" />
      <source>No trick: bolt {n}</source>
      <translation>Bez štychu: nula č. {n}</translation>
    </message>
    <message>
      <source>No trick: {nth} bolt</source>
      <translation type="vanished">Žádný štych: {nth}. nula</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="153" />
      <source>On the barrel a contract under {n} does not count</source>
      <translation>Na sudu se závazek pod {n} nepočítá</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="207" />
      <source>On the barrel: attempt {n}/3</source>
      <translation>Na sudu: pokus {n}/3</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="212" />
      <source>Past 1000: {n}</source>
      <translation>Přes 1000: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="273" />
      <source>Place</source>
      <translation>Pořadí</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="244" />
      <location filename="../../gui/games/thousand_sheet.py" line="273" />
      <source>Player</source>
      <translation>Hráč</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="69" />
      <source>Result</source>
      <translation>Výsledek</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="246" />
      <location filename="../../gui/games/thousand_sheet.py" line="273" />
      <source>Score</source>
      <translation>Skóre</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="186" />
      <source>Sits out</source>
      <translation>Nehraje</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="185" />
      <source>Sits out; the stock: {points}</source>
      <translation>Nehraje; talon: {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="166" />
      <source>The declarer conceded: {points}</source>
      <translation>Aktér vzdal: {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="165" />
      <source>The declarer conceded; on the barrel nothing counts</source>
      <translation>Aktér vzdal; na sudu se nic nepočítá</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="205" />
      <source>Third bolt: {points}</source>
      <translation>Třetí nula: {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="210" />
      <source>Third fall: back to 0</source>
      <translation>Třetí pád: zpět na 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="245" />
      <source>This deal</source>
      <translation>Toto rozdání</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="88" />
      <source>Total</source>
      <translation>Celkem</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="264" />
      <source>You win the match with {score} points!</source>
      <translation>Vyhráváš partii s {score} body!</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="27" />
      <location filename="../../gui/games/thousand_sheet.py" line="93" />
      <source>barrel {n}/3</source>
      <translation>sud {n}/3</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="57" />
      <source>blind</source>
      <translation>naslepo</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="24" />
      <source>bolt</source>
      <translation>nula</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="95" />
      <source>bolts {n}</source>
      <translation>nuly {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="247" />
      <source>card points and marriages, rounding, the contract, bolts and the barrel</source>
      <translation>body v kartách a hlášky, zaokrouhlení, závazek, nuly a sud</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="53" />
      <source>conceded</source>
      <translation>vzdáno</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="33" />
      <source>conceded ({n})</source>
      <translation>vzdáno ({n})</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="149" />
      <source>costs the contract {points}</source>
      <translation>stojí závazek {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="251" />
      <source>declarer</source>
      <translation>aktér</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="54" />
      <source>failed</source>
      <translation>nesplněno</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="150" />
      <source>free</source>
      <translation>volno</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="59" />
      <source>golden</source>
      <translation>zlaté</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="29" />
      <source>knocked off the barrel</source>
      <translation>shození ze sudu</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="54" />
      <source>made</source>
      <translation>splněno</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="43" />
      <source>new deal: {reason}</source>
      <translation>nové rozdání: {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="168" />
      <source>not counted on the barrel</source>
      <translation>na sudu se nepočítá</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="28" />
      <source>off the barrel</source>
      <translation>ze sudu</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="26" />
      <source>on the barrel</source>
      <translation>na sudu</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="176" />
      <source>rounded {n}</source>
      <translation>zaokrouhleno {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="70" />
      <source>running total, change and marks</source>
      <translation>průběžný součet, změna a značky</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="30" />
      <source>third fall: back to 0</source>
      <translation>třetí pád: zpět na 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="25" />
      <source>three bolts {points}</source>
      <translation>tři nuly {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="45" />
      <source>void: a nine at the bottom three times</source>
      <translation>neplatné: devítka vespod potřetí</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="31" />
      <location filename="../../gui/games/thousand_sheet.py" line="32" />
      <source>wins</source>
      <translation>vyhrává</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="267" />
      <source>{names} win the match</source>
      <translation>{names} vyhrávají partii</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="238" />
      <source>{name} conceded the contract of {contract}</source>
      <translation>{name}: vzdaný závazek {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="242" />
      <source>{name} played {contract} and failed</source>
      <translation>{name}: závazek {contract} nesplněn</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="240" />
      <source>{name} played {contract} and made it</source>
      <translation>{name}: závazek {contract} splněn</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="266" />
      <source>{name} wins the match with {score} points</source>
      <translation>{name} vyhrává partii s {score} body</translation>
    </message>
    <message>
      <source>{n} bolts</source>
      <translation type="vanished">Nuly: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="124" />
      <source>×2 blind</source>
      <translation>×2 naslepo</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="126" />
      <source>×2 golden round</source>
      <translation>×2 zlaté kolo</translation>
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
      <translation>Tisíc</translation>
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
      <translation>Vyšší karta v barvě tvé hlášky je venku: nejdřív uhraj karty, které nejspíš vezmou štych.</translation>
    </message>
    <message>
      <source>Against a Bettler, lead low in a suit the declarer may hold: he may have to go over.</source>
      <translation>Proti Bettlerovi vynášej nízko v barvě, kterou může mít aktér: možná bude muset přebít.</translation>
    </message>
    <message>
      <source>Against a Bettler, play your highest card that does not take the trick: keep low ones to lead.</source>
      <translation>Proti Bettlerovi hraj nejvyšší kartu, která štych nebere: nízké si nech na vynášení.</translation>
    </message>
    <message>
      <source>Against a Schnapser, lead your cheapest card: each point brings the declarer nearer 66.</source>
      <translation>Proti Schnapserovi vynes nejlevnější kartu: každý bod přibližuje aktéra k 66.</translation>
    </message>
    <message>
      <source>An opponent is winning: take the trick with your cheapest card likely to keep it.</source>
      <translation>Štych drží soupeř: vezmi ho nejlevnější kartou, která ho nejspíš udrží.</translation>
    </message>
    <message>
      <source>An opponent on the barrel would win the match with this auction: outbid him.</source>
      <translation>Soupeř na sudu by touto licitací vyhrál partii: přehlas ho.</translation>
    </message>
    <message>
      <source>Any of these does about as well.</source>
      <translation>Kterákoli z těchto vyjde zhruba nastejno.</translation>
    </message>
    <message>
      <source>Both stocks are unseen, so either is as good.</source>
      <translation>Oba talony jsou neviděné, takže je jedno který.</translation>
    </message>
    <message>
      <source>Call all five only with five near-certain tricks.</source>
      <translation>Všech pět hlas jen s pěti téměř jistými štychy.</translation>
    </message>
    <message>
      <source>Counting out the last tricks, this card does best.</source>
      <translation>Při dopočítání posledních štychů vychází tato karta nejlépe.</translation>
    </message>
    <message>
      <source>Cut rather than knock: forehand then chooses trumps from three cards, not five.</source>
      <translation>Radši sejmi a neklepej: forhont pak volí trumfy ze tří karet, ne z pěti.</translation>
    </message>
    <message>
      <source>Declare your marriage while you may: the most valuable one first.</source>
      <translation>Ohlas hlášku, dokud můžeš: nejcennější jako první.</translation>
    </message>
    <message>
      <source>Discard your cheapest cards: never half of a marriage, never an ace.</source>
      <translation>Odlož nejlevnější karty: nikdy půl hlášky, nikdy eso.</translation>
    </message>
    <message>
      <source>Four nines make a weak hand: ask for a new deal.</source>
      <translation>Čtyři devítky jsou slabé karty: požádej o nové rozdání.</translation>
    </message>
    <message>
      <source>Fresh cards promise more than your weakest ones.</source>
      <translation>Nové karty slibují víc než tvoje nejslabší.</translation>
    </message>
    <message>
      <source>Give away the card worth least: taking this trick is out of reach or does not pay.</source>
      <translation>Odhoď kartu, která má nejmenší cenu: tento štych je mimo dosah nebo se nevyplatí.</translation>
    </message>
    <message>
      <source>Give away your cheapest cards: never half of a marriage, never an ace.</source>
      <translation>Rozdej nejlevnější karty: nikdy půl hlášky, nikdy eso.</translation>
    </message>
    <message>
      <source>Go for this trick with your cheapest card that beats the cards played so far.</source>
      <translation>Jdi po tomto štychu nejlevnější kartou, která přebije dosud zahrané karty.</translation>
    </message>
    <message>
      <source>In a Bettler, every card you may play beats the trick: play your lowest.</source>
      <translation>V Bettlerovi každá karta, kterou smíš zahrát, štych přebije: zahraj nejnižší.</translation>
    </message>
    <message>
      <source>In a Bettler, lead your lowest card.</source>
      <translation>V Bettlerovi vynes nejnižší kartu.</translation>
    </message>
    <message>
      <source>In a Bettler, play your highest card that does not take the trick.</source>
      <translation>V Bettlerovi hraj nejvyšší kartu, která štych nebere.</translation>
    </message>
    <message>
      <source>In deals played out from what you can see, losing this card hurts your contract least.</source>
      <translation>V rozdáních dohraných podle toho, co vidíš, ztráta této karty nejméně poškodí tvůj závazek.</translation>
    </message>
    <message>
      <source>In deals played out from what you can see, this exchange pays best.</source>
      <translation>V rozdáních dohraných podle toho, co vidíš, se tato výměna vyplácí nejvíc.</translation>
    </message>
    <message>
      <source>In deals played out from what you can see, this pays best.</source>
      <translation>V rozdáních dohraných podle toho, co vidíš, se tohle vyplácí nejvíc.</translation>
    </message>
    <message>
      <source>It is the only card you may play.</source>
      <translation>Je to jediná karta, kterou smíš zahrát.</translation>
    </message>
    <message>
      <source>It is the only move you may make.</source>
      <translation>Je to jediný tah, který smíš udělat.</translation>
    </message>
    <message>
      <source>Lead your highest card: it has the best chance of taking the trick.</source>
      <translation>Vynes nejvyšší kartu: má největší šanci vzít štych.</translation>
    </message>
    <message>
      <source>Lead your marriage: it counts 20 or 40 at once.</source>
      <translation>Vynes hlášku: počítá se hned za 20 nebo 40.</translation>
    </message>
    <message>
      <source>Led, this card takes the trick more often than not.</source>
      <translation>Když ji vyneseš, tato karta štych většinou vezme.</translation>
    </message>
    <message>
      <source>Look at your cards before you bid.</source>
      <translation>Než začneš hlásit, podívej se do karet.</translation>
    </message>
    <message>
      <source>Muss, said blind, pays only when you are close to winning.</source>
      <translation>Muss naslepo se vyplatí, jen když jsi blízko výhry.</translation>
    </message>
    <message>
      <source>No lead is worth more: give up the lead as cheaply as possible.</source>
      <translation>Žádný výnos nemá větší cenu: vzdej se výnosu co nejlevněji.</translation>
    </message>
    <message>
      <source>No suit stands out in your three cards: let a turned-up card decide.</source>
      <translation>Ve tvých třech kartách nevyniká žádná barva: ať rozhodne otočená karta.</translation>
    </message>
    <message>
      <source>Nobody after you can beat this card: it takes the trick.</source>
      <translation>Nikdo po tobě tuto kartu nepřebije: štych bere.</translation>
    </message>
    <message>
      <source>Nobody can beat the other defender's card: give him the most points.</source>
      <translation>Kartu druhého obránce nikdo nepřebije: dej mu co nejvíc bodů.</translation>
    </message>
    <message>
      <source>Nobody can beat this card: it takes the trick and keeps its points from the declarer.</source>
      <translation>Tuto kartu nikdo nepřebije: bere štych a nedá jeho body aktérovi.</translation>
    </message>
    <message>
      <source>Nobody can beat this card: it takes the trick and keeps you the lead.</source>
      <translation>Tuto kartu nikdo nepřebije: bere štych a výnos zůstává tobě.</translation>
    </message>
    <message>
      <source>Nobody can beat this card: it takes the trick.</source>
      <translation>Tuto kartu nikdo nepřebije: bere štych.</translation>
    </message>
    <message>
      <source>Nobody can beat your partner's card: add the most points to it.</source>
      <translation>Kartu tvého partnera nikdo nepřebije: přidej k ní co nejvíc bodů.</translation>
    </message>
    <message>
      <source>None of your cards is weak enough to lay out.</source>
      <translation>Žádná z tvých karet není dost slabá na vyložení.</translation>
    </message>
    <message>
      <source>Nothing here promises enough: play on without raising the stakes.</source>
      <translation>Nic tu neslibuje dost: hraj dál bez zvyšování sázky.</translation>
    </message>
    <message>
      <source>Nothing is likely to win: lead the card least useful later and make the others spend high cards.</source>
      <translation>Nic asi nevyhraje: vynes kartu, která se později nejméně hodí, ať ostatní utratí vysoké karty.</translation>
    </message>
    <message>
      <source>Nothing speaks for another choice.</source>
      <translation>Nic nemluví pro jinou volbu.</translation>
    </message>
    <message>
      <source>Nothing to win here: play your lowest card.</source>
      <translation>Tady není co vyhrát: zahraj nejnižší kartu.</translation>
    </message>
    <message>
      <source>On the barrel only a contract above 120 counts, and your hand can make one.</source>
      <translation>Na sudu se počítá jen závazek nad 120 a tvoje karty na něj mají.</translation>
    </message>
    <message>
      <source>On the barrel only a contract above 120 counts, and your hand is not good for one.</source>
      <translation>Na sudu se počítá jen závazek nad 120 a tvoje karty na něj nestačí.</translation>
    </message>
    <message>
      <source>Only a trump can beat this card, and nobody is likely to trump it.</source>
      <translation>Tuto kartu přebije jen trumf a nikdo ji asi netrumfne.</translation>
    </message>
    <message>
      <source>Playing this hand does not pay: sit the deal out.</source>
      <translation>Hrát s těmito kartami se nevyplatí: toto rozdání vynech.</translation>
    </message>
    <message>
      <source>Playing this hand promises more than sitting the deal out.</source>
      <translation>Hrát s těmito kartami slibuje víc než rozdání vynechat.</translation>
    </message>
    <message>
      <source>Raub is said without looking at your cards: too risky.</source>
      <translation>Raub se říká bez dívání do karet: příliš riskantní.</translation>
    </message>
    <message>
      <source>Take the trump for your card: on top it would cost a better card at a later place.</source>
      <translation>Vezmi trumf za svou kartu: navíc by tě na pozdějším místě stál lepší kartu.</translation>
    </message>
    <message>
      <source>Taking this trick is unlikely or not worth it: play the card that costs least.</source>
      <translation>Vzít tento štych je nepravděpodobné nebo se nevyplatí: zahraj kartu, která stojí nejméně.</translation>
    </message>
    <message>
      <source>The card on sight is a trump or better than yours.</source>
      <translation>Odkrytá karta je trumf nebo je lepší než tvoje.</translation>
    </message>
    <message>
      <source>The contract has little chance: giving the deal up costs less.</source>
      <translation>Závazek má malou šanci: vzdát rozdání stojí méně.</translation>
    </message>
    <message>
      <source>The cut card is not strong enough whatever the trumps will be.</source>
      <translation>Sejmutá karta není dost silná, ať budou trumfy jakékoli.</translation>
    </message>
    <message>
      <source>The cut card is strong whatever the trumps will be.</source>
      <translation>Sejmutá karta je silná, ať budou trumfy jakékoli.</translation>
    </message>
    <message>
      <source>The declarer could beat the other defender: take over with a card he likely cannot beat.</source>
      <translation>Aktér by mohl přebít druhého obránce: převezmi štych kartou, kterou asi nepřebije.</translation>
    </message>
    <message>
      <source>The declarer plays after you: follow low, so he may have to go over.</source>
      <translation>Aktér hraje po tobě: přiznej nízkou kartou, ať případně musí přebít.</translation>
    </message>
    <message>
      <source>The first hand must open the auction with 100.</source>
      <translation>První hráč musí zahájit licitaci hrou 100.</translation>
    </message>
    <message>
      <source>The other defender is void in this suit and may trump it.</source>
      <translation>Druhý obránce tuto barvu nemá a může ji trumfnout.</translation>
    </message>
    <message>
      <source>The other defender likely takes this trick: give him the most points.</source>
      <translation>Tento štych nejspíš vezme druhý obránce: dej mu co nejvíc bodů.</translation>
    </message>
    <message>
      <source>The trump card would not make your hand clearly better.</source>
      <translation>Trumfová karta by tvoje karty zřetelně nezlepšila.</translation>
    </message>
    <message>
      <source>These cards are unlikely to take a trick: lay them out, the best of them first.</source>
      <translation>Tyto karty štych nejspíš nevezmou: vylož je, nejlepší z nich jako první.</translation>
    </message>
    <message>
      <source>This announcement cannot fail.</source>
      <translation>Toto hlášení nemůže selhat.</translation>
    </message>
    <message>
      <source>This card takes the trick more often than not.</source>
      <translation>Tato karta štych většinou vezme.</translation>
    </message>
    <message>
      <source>This contract has the best expected score for your hand.</source>
      <translation>Tento závazek má pro tvoje karty nejlepší očekávané skóre.</translation>
    </message>
    <message>
      <source>This trick makes your contract, and nobody can beat this card.</source>
      <translation>Tento štych splní tvůj závazek a tuto kartu nikdo nepřebije.</translation>
    </message>
    <message>
      <source>This trick makes your contract, and nobody is likely to beat this card.</source>
      <translation>Tento štych splní tvůj závazek a tuto kartu asi nikdo nepřebije.</translation>
    </message>
    <message>
      <source>Two nines in the stock leave your hand short of the contract: ask for a new deal.</source>
      <translation>Dvě devítky v talonu nechají tvoje karty pod závazkem: požádej o nové rozdání.</translation>
    </message>
    <message>
      <source>Winning the auction at this bid is worth more to your hand than passing.</source>
      <translation>S tvými kartami se víc vyplatí vyhrát licitaci touto hrou než pasovat.</translation>
    </message>
    <message>
      <source>With all four aces, declare them: they count 200.</source>
      <translation>Se všemi čtyřmi esy je ohlas: počítají se za 200.</translation>
    </message>
    <message>
      <source>You are close to winning, and Stih needs only one trick.</source>
      <translation>Jsi blízko výhry a Stih potřebuje jen jeden štych.</translation>
    </message>
    <message>
      <source>You are close to winning: Muss makes you declarer at once.</source>
      <translation>Jsi blízko výhry: Muss tě hned udělá aktérem.</translation>
    </message>
    <message>
      <source>You are far behind a player close to winning: gamble on a blind bid.</source>
      <translation>Jsi daleko za hráčem blízko výhry: riskni hru naslepo.</translation>
    </message>
    <message>
      <source>You can beat: this is your highest card that does.</source>
      <translation>Můžeš přebít: tohle je tvá nejvyšší karta, která to dokáže.</translation>
    </message>
    <message>
      <source>You cannot take this trick: follow low and keep your high cards.</source>
      <translation>Tento štych nevezmeš: přiznej nízkou kartou a vysoké si nech.</translation>
    </message>
    <message>
      <source>You cannot take this trick: throw the card least likely to take one later.</source>
      <translation>Tento štych nevezmeš: odhoď kartu s nejmenší nadějí vzít později nějaký štych.</translation>
    </message>
    <message>
      <source>You have no trick yet and few cards left: lead the card most likely to win.</source>
      <translation>Zatím nemáš štych a zbývá ti málo karet: vynes kartu, která nejspíš vyhraje.</translation>
    </message>
    <message>
      <source>You have no trick yet: this card has the best chance of taking one.</source>
      <translation>Zatím nemáš štych: tato karta má největší šanci nějaký vzít.</translation>
    </message>
    <message>
      <source>You hold most cards and points in this suit.</source>
      <translation>V této barvě máš většinu karet i bodů.</translation>
    </message>
    <message>
      <source>You hold the highest trump and more: draw the defenders' trumps first.</source>
      <translation>Máš nejvyšší trumf a další: nejdřív vytáhni trumfy obránců.</translation>
    </message>
    <message>
      <source>You must play this deal.</source>
      <translation>Toto rozdání musíš hrát.</translation>
    </message>
    <message>
      <source>You play last: this is your lowest card that takes the trick.</source>
      <translation>Hraješ poslední: tohle je tvá nejnižší karta, která štych vezme.</translation>
    </message>
    <message>
      <source>Your cards are good enough to keep.</source>
      <translation>Tvoje karty jsou dost dobré, aby sis je nechal.</translation>
    </message>
    <message>
      <source>Your cards have little hope of keeping this trick: beat it low, keep the high cards.</source>
      <translation>Tvoje karty mají malou naději tento štych udržet: přebij ho nízko, vysoké karty si nech.</translation>
    </message>
    <message>
      <source>Your hand does not promise enough tricks to be declarer.</source>
      <translation>Tvoje karty neslibují dost štychů na to, abys byl aktér.</translation>
    </message>
    <message>
      <source>Your hand does not promise more: keep the contract you won.</source>
      <translation>Tvoje karty víc neslibují: drž závazek, který jsi vyhrál.</translation>
    </message>
    <message>
      <source>Your hand does not promise two tricks.</source>
      <translation>Tvoje karty neslibují dva štychy.</translation>
    </message>
    <message>
      <source>Your hand is clearly better with the trump card instead of your weakest card.</source>
      <translation>S trumfovou kartou místo nejslabší karty jsou tvoje karty zřetelně lepší.</translation>
    </message>
    <message>
      <source>Your hand is not worth a higher bid.</source>
      <translation>Tvoje karty nestojí za vyšší hru.</translation>
    </message>
    <message>
      <source>Your hand is weak under these trumps: turn a new trump.</source>
      <translation>Při těchto trumfech máš slabé karty: otoč nový trumf.</translation>
    </message>
    <message>
      <source>Your hand is weak: an unseen hand promises more.</source>
      <translation>Máš slabé karty: neviděné karty slibují víc.</translation>
    </message>
    <message>
      <source>Your hand may still take tricks: keep it.</source>
      <translation>Tvoje karty ještě můžou brát štychy: nech si je.</translation>
    </message>
    <message>
      <source>Your hand promises more than fresh cards would.</source>
      <translation>Tvoje karty slibují víc, než by slibovaly nové.</translation>
    </message>
    <message>
      <source>Your hand promises most with this suit as trumps.</source>
      <translation>Tvoje karty slibují nejvíc s touto barvou jako trumfy.</translation>
    </message>
    <message>
      <source>Your hand promises next to nothing under any trumps: throw it in.</source>
      <translation>Tvoje karty neslibují skoro nic, ať jsou trumfy jakékoli: hoď je.</translation>
    </message>
    <message>
      <source>Your hand promises this many tricks with a margin to spare.</source>
      <translation>Tvoje karty slibují tolik štychů s rezervou.</translation>
    </message>
    <message>
      <source>Your hand promises two tricks.</source>
      <translation>Tvoje karty slibují dva štychy.</translation>
    </message>
    <message>
      <source>Your hand takes all five tricks almost surely, without exchanging.</source>
      <translation>Tvoje karty vezmou všech pět štychů téměř jistě, bez výměny.</translation>
    </message>
    <message>
      <source>Your hand takes all five tricks almost surely.</source>
      <translation>Tvoje karty vezmou všech pět štychů téměř jistě.</translation>
    </message>
    <message>
      <source>Your highest card has the best chance of taking the trick.</source>
      <translation>Tvoje nejvyšší karta má největší šanci vzít štych.</translation>
    </message>
    <message>
      <source>Your own card has the better chance.</source>
      <translation>Tvoje vlastní karta má lepší šanci.</translation>
    </message>
  </context>
  <context>
    <name>network</name>
    <message>
      <location filename="../../engine/net/messages.py" line="64" />
      <source>a message the host cannot read</source>
      <translation>zpráva, kterou hostitel neumí přečíst</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="65" />
      <source>a player of that name already sits at the table</source>
      <translation>hráč s tímto jménem už u stolu sedí</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="69" />
      <source>no Kartln table answers at that address</source>
      <translation>na této adrese neodpovídá žádný stůl Kartln</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="61" />
      <source>that seat is taken</source>
      <translation>toto místo je obsazené</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="68" />
      <source>the connection to the host was lost</source>
      <translation>spojení s hostitelem se přerušilo</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="62" />
      <source>the host did not expect that message</source>
      <translation>hostitel tuto zprávu nečekal</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="66" />
      <source>the host has closed the table</source>
      <translation>hostitel stůl zavřel</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="58" />
      <source>the host runs another version of Kartln; both computers need the same version</source>
      <translation>hostitel má jinou verzi Kartln; oba počítače potřebují stejnou verzi</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="70" />
      <source>the host sent something this Kartln cannot read</source>
      <translation>hostitel poslal něco, co tento Kartln neumí přečíst</translation>
    </message>
    <message numerus="yes">
      <location filename="../../engine/net/messages.py" line="53" />
      <source>the host speaks version %n of the network protocol; update Kartln on both computers</source>
      <translation>
        <numerusform>hostitel používá verzi %n síťového protokolu; aktualizuj Kartln na obou počítačích</numerusform>
        <numerusform>hostitel používá verzi %n síťového protokolu; aktualizuj Kartln na obou počítačích</numerusform>
        <numerusform>hostitel používá verzi %n síťového protokolu; aktualizuj Kartln na obou počítačích</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="59" />
      <source>the table code is wrong</source>
      <translation>kód stolu je nesprávný</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="60" />
      <source>the table has no free seat</source>
      <translation>u stolu není žádné volné místo</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="63" />
      <source>too many messages at once</source>
      <translation>příliš mnoho zpráv najednou</translation>
    </message>
  </context>
  <context>
    <name>notes</name>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="63" />
      <source>66 reached</source>
      <translation>dosaženo 66</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="62" />
      <source>66 reached; the other side has less than 33</source>
      <translation>dosaženo 66; druhá strana má méně než 33</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="60" />
      <source>66 reached; the other side took no trick</source>
      <translation>dosaženo 66; druhá strana nevzala žádný štych</translation>
    </message>
    <message>
      <location filename="../../engine/games/moench/state.py" line="95" />
      <source>Fliege: five of a suit</source>
      <translation>Fliege: pět karet jedné barvy</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="27" />
      <source>General Rams lost</source>
      <translation>General Rams prohrán</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="27" />
      <source>General Rams made</source>
      <translation>General Rams uhrán</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="411" />
      <source>Mulatschak failed</source>
      <translation>Mulatschak neuhrán</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="417" />
      <source>Mulatschak made</source>
      <translation>Mulatschak uhrán</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="179" />
      <source>Refa: thrown in: everybody passed</source>
      <translation>Refa: karty hozeny: všichni pasovali</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="178" />
      <source>Refa: thrown in: everybody passed the new trump</source>
      <translation>Refa: karty hozeny: všichni pasovali i na nový trumf</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="147" />
      <source>Refa: thrown in: the dealer passed the deal</source>
      <translation>Refa: karty hozeny: rozdávající předal rozdání</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="196" />
      <source>Refa: thrown in: the new trump showed the same suit twice</source>
      <translation>Refa: karty hozeny: nový trumf dvakrát ukázal stejnou barvu</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="47" />
      <source>Whiteout: thrown in, the next deal counts double</source>
      <translation>Bílá: karty hozeny, další rozdání platí dvojnásob</translation>
    </message>
    <message>
      <location filename="../../engine/games/schnalzen/state.py" line="24" />
      <source>all five tricks</source>
      <translation>všech pět štychů</translation>
    </message>
    <message>
      <location filename="../../engine/games/schnalzen/state.py" line="23" />
      <source>all three stayed at home: the dealer −5 without play</source>
      <translation>všichni tři zůstali doma: rozdávající −5 bez hraní</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="421" />
      <source>bid {bid} failed</source>
      <translation>nesplněná hra {bid}</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="32" />
      <source>doubled by a Refa</source>
      <translation>zdvojeno Refou</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="50" />
      <source>doubled by a whiteout</source>
      <translation>zdvojeno bílou</translation>
    </message>
    <message>
      <location filename="../../engine/games/zwanzig/state.py" line="21" />
      <source>everybody else dropped: five tricks without play</source>
      <translation>ostatní nehrají: pět štychů bez hraní</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="49" />
      <source>everybody else stayed at home: the declarer −5 without play</source>
      <translation>ostatní zůstali doma: aktér −5 bez hraní</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="48" />
      <source>everybody passed: thrown in</source>
      <translation>všichni pasovali: karty hozeny</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="33" />
      <source>everybody said Nejdem: four tricks without play</source>
      <translation>všichni řekli Nejdem: čtyři štychy bez hraní</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="50" />
      <source>fewer than two played: not scored</source>
      <translation>hráli méně než dva: nezapočteno</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="65" />
      <source>nobody reached 66: the last trick wins</source>
      <translation>nikdo nedosáhl 66: vyhrává poslední štych</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="272" />
      <source>{contract} claimed</source>
      <translation>{contract}: uznáno bez hraní</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="39" />
      <source>{contract} lost</source>
      <translation>{contract}: prohráno</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="38" />
      <source>{contract} made</source>
      <translation>{contract}: uhráno</translation>
    </message>
  </context>
  <context>
    <name>refusals</name>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="127" />
      <source>a Herrengang needs all five cards of one suit</source>
      <translation>na Herrengang potřebuješ všech pět karet jedné barvy</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="132" />
      <source>a Herrenschnapser needs all five trumps</source>
      <translation>na Herrenschnapser potřebuješ všech pět trumfů</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="496" />
      <source>a bid above 120 needs a marriage (King and Queen of one suit) in your hand</source>
      <translation>na hru nad 120 potřebuješ v ruce hlášku (krále a svrška jedné barvy)</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="494" />
      <source>a bid above 120 needs a marriage (King and Queen of one suit, or all four Aces) in your hand</source>
      <translation>na hru nad 120 potřebuješ v ruce hlášku (krále a svrška jedné barvy, nebo všechna čtyři esa)</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="470" />
      <source>a blind bid is possible only before you look at your cards</source>
      <translation>naslepo můžeš hlásit jen předtím, než se podíváš do karet</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="488" />
      <source>a blind bid may not exceed 120</source>
      <translation>hra naslepo nesmí přesáhnout 120</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="394" />
      <location filename="../../engine/games/thousand/state.py" line="750" />
      <source>a marriage can be declared only after you have taken a trick</source>
      <translation>hlášku můžeš ohlásit, až když vezmeš nějaký štych</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="364" />
      <location filename="../../engine/games/thousand/state.py" line="748" />
      <source>a marriage is declared by leading its King or Queen</source>
      <translation>hláška se hlásí vynesením jejího krále nebo svrška</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="392" />
      <source>a marriage is declared only when leading</source>
      <translation>hlášku lze ohlásit jen při výnosu</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="740" />
      <source>a marriage is declared only when leading to a trick</source>
      <translation>hlášku lze ohlásit jen při výnosu do štychu</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="232" />
      <source>a {contract} does not outrank the {highest} announced</source>
      <translation>{contract} nepřebije už ohlášenou hru: {highest}</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="137" />
      <source>after Muss nobody may say Nejdem</source>
      <translation>po Muss nikdo nesmí říct Nejdem</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="186" />
      <source>after a Mulatschak everybody plays</source>
      <translation>po Mulatschaku hrají všichni</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="199" />
      <source>after a knock you have all five cards: name a trump</source>
      <translation>po klepnutí máš všech pět karet: urči trumf</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="743" />
      <source>an ace marriage can be declared only after you have taken a trick</source>
      <translation>hlášku es můžeš ohlásit, až když vezmeš nějaký štych</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="745" />
      <source>an ace marriage needs all four aces in your hand</source>
      <translation>na hlášku es potřebuješ v ruce všechna čtyři esa</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="668" />
      <source>announce the contract first</source>
      <translation>nejdřív ohlas závazek</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="209" />
      <source>bid Mulatschak or pass</source>
      <translation>hlas Mulatschak, nebo pasuj</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="196" />
      <source>bid a number of tricks, Mulatschak, or pass</source>
      <translation>hlas počet štychů, Mulatschak, nebo pasuj</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="210" />
      <source>bid from {lowest} to {highest} tricks</source>
      <translation>hlásit můžeš od {lowest} do {highest} štychů</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="481" />
      <source>bids go up in steps of {step}</source>
      <translation>licituje se po {step}</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="96" />
      <source>call General Rams, or pass</source>
      <translation>ohlas General Rams, nebo pasuj</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="635" />
      <source>choose one of the two stocks first</source>
      <translation>nejdřív vyber jeden ze dvou talonů</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="341" />
      <source>choose the cards to exchange with the talon, or keep your cards</source>
      <translation>vyber karty k výměně s talonem, nebo si nech své karty</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="59" />
      <source>conceding the deal is not allowed in these rules</source>
      <translation>vzdát rozdání tato pravidla nedovolují</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="140" />
      <source>deal, pass the deal, or say Muss</source>
      <translation>rozdej, předej rozdání, nebo řekni Muss</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="650" />
      <source>demand a new deal or keep this one</source>
      <translation>požádej o nové rozdání, nebo hraj toto</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="622" />
      <source>discard two cards onto the other stock first</source>
      <translation>nejdřív odlož dvě karty na druhý talon</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="596" />
      <source>each opponent receives exactly one card</source>
      <translation>každý soupeř dostane právě jednu kartu</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="91" />
      <source>everybody before you dropped, so you must play</source>
      <translation>nikdo před tebou nehraje, takže musíš hrát</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="447" />
      <location filename="../../engine/games/thousand/state.py" line="475" />
      <source>first hand must open the auction with 100</source>
      <translation>první hráč musí zahájit licitaci hrou 100</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="125" />
      <source>forehand may not announce a Herrengang</source>
      <translation>forhont nesmí hlásit Herrengang</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="208" />
      <source>forehand names a trump or turns up a card now</source>
      <translation>teď forhont určuje trumf, nebo otáčí kartu</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="586" />
      <source>give one card to each opponent first</source>
      <translation>nejdřív dej každému soupeři jednu kartu</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="594" />
      <source>give the card to an opponent, not to yourself</source>
      <translation>dej kartu soupeři, ne sobě</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="397" />
      <source>in a solo contract only the declarer's marriages count</source>
      <translation>když aktér hraje sám, platí jen jeho hlášky</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="458" />
      <source>it is the auction now: bid or pass</source>
      <translation>teď je licitace: hlas, nebo pasuj</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="197" />
      <source>lay out the cards to exchange on sight, or keep your hand</source>
      <translation>vylož karty k výměně odkrytě, nebo si nech své karty</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="472" />
      <source>look at your cards first, or bid blind</source>
      <translation>nejdřív se podívej do karet, nebo hlas naslepo</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="396" />
      <source>marriages do not count in this contract</source>
      <translation>v této hře se hlášky nepočítají</translation>
    </message>
    <message>
      <location filename="../../engine/games/zwanzig/state.py" line="90" />
      <source>name a suit you hold as trumps</source>
      <translation>urči trumfem barvu, kterou máš v ruce</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="117" />
      <source>name each card once</source>
      <translation>každou kartu vyber jen jednou</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="344" />
      <location filename="../../engine/games/zwanzig/state.py" line="89" />
      <source>name the trump suit</source>
      <translation>urči trumfovou barvu</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="116" />
      <source>no such card</source>
      <translation>taková karta neexistuje</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="109" />
      <source>nobody announces the normal game: it is played when everybody passes</source>
      <translation>normální hru nikdo nehlásí: hraje se, když všichni pasují</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="112" />
      <source>not allowed now</source>
      <translation>teď to není dovoleno</translation>
    </message>
    <message>
      <location filename="../../gui/controller.py" line="146" />
      <source>not your turn</source>
      <translation>nejsi na tahu</translation>
    </message>
    <message>
      <location filename="../../gui/controller.py" line="142" />
      <location filename="../../gui/net/remote_seat.py" line="71" />
      <source>not your turn yet</source>
      <translation>ještě nejsi na tahu</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="206" />
      <source>nothing outranks a Mulatschak: pass</source>
      <translation>nad Mulatschak nic není: pasuj</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="122" />
      <source>only an opponent of forehand may announce a {contract}</source>
      <translation>{contract} smí hlásit jen soupeř forhonta</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="117" />
      <source>only forehand may announce a Bauernschnapser</source>
      <translation>Bauernschnapser smí hlásit jen forhont</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="130" />
      <source>only forehand may announce a Herrenschnapser</source>
      <translation>Herrenschnapser smí hlásit jen forhont</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="115" />
      <source>only forehand or his partner may announce a Bauernschnapser</source>
      <translation>Bauernschnapser smí hlásit jen forhont nebo jeho partner</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="111" />
      <source>only forehand or his partner may announce a Schnapser</source>
      <translation>Schnapser smí hlásit jen forhont nebo jeho partner</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="116" />
      <source>only forehand's partner may announce a Bauernschnapser</source>
      <translation>Bauernschnapser smí hlásit jen partner forhonta</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="87" />
      <source>only one other player is playing, so you must play</source>
      <translation>hraje jen jeden další hráč, takže musíš hrát</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="212" />
      <source>only the dealer may hold, and only a number somebody else bid</source>
      <translation>držet smí jen rozdávající, a jen hru, kterou hlásil někdo jiný</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="242" />
      <source>pass or announce a contract</source>
      <translation>pasuj, nebo ohlas hru</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="201" />
      <source>pick the first or the second face-down card</source>
      <translation>vyber první, nebo druhou kartu lícem dolů</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="115" />
      <source>play a card</source>
      <translation>zahraj kartu</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="674" />
      <source>raising the contract after the stock is not allowed in these rules</source>
      <translation>zvýšit závazek po talonu tato pravidla nedovolují</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="140" />
      <source>say Raub, Stih or pass</source>
      <translation>řekni Raub, Stih, nebo pasuj</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="343" />
      <source>say whether you play or drop</source>
      <translation>řekni, jestli hraješ, nebo nehraješ</translation>
    </message>
    <message>
      <location filename="../../engine/games/ramsen/state.py" line="58" />
      <source>say whether you play or pass</source>
      <translation>řekni, jestli hraješ, nebo pasuješ</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="199" />
      <location filename="../../engine/games/schnalzen/state.py" line="61" />
      <source>say whether you play or stay at home</source>
      <translation>řekni, jestli hraješ, nebo zůstáváš doma</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="306" />
      <source>say {word} or pass</source>
      <translation>řekni {word}, nebo pasuj</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="141" />
      <source>say “I lead” or pass</source>
      <translation>řekni „Vynáším“, nebo pasuj</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="340" />
      <source>take the bottom card of the cut, or leave it</source>
      <translation>vezmi si spodní kartu sejmuté části, nebo ji nech být</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="198" />
      <source>take the face-up card, or keep your own</source>
      <translation>vezmi si odkrytou kartu, nebo si nech svou</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="342" />
      <source>take the turned-up trump card for a card of your hand, or pass</source>
      <translation>vezmi otočenou trumfovou kartu za kartu z ruky, nebo pasuj</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="202" />
      <source>the card to turn up is picked at random in these rules</source>
      <translation>podle těchto pravidel se karta k otočení vybírá náhodně</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="671" />
      <source>the contract can be raised but never lowered (it is {bid})</source>
      <translation>závazek lze zvýšit, ale nikdy snížit (teď je {bid})</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="677" />
      <source>the contract goes up in steps of {step}</source>
      <translation>závazek se zvyšuje po {step}</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="492" />
      <source>the cutter cuts the deck or knocks now</source>
      <translation>teď snímající sejme, nebo klepne</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="193" />
      <source>the deal is played with a trump: name a suit</source>
      <translation>rozdání se hraje s trumfy: urči barvu</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="221" />
      <source>the face-up card is not a trump: taking it puts it in place of your card</source>
      <translation>odkrytá karta není trumf: když si ji vezmeš, nahradí tvou kartu</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="490" />
      <source>the highest possible bid is {bid}</source>
      <translation>nejvyšší možná hra je {bid}</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="113" />
      <source>the match is over</source>
      <translation>partie skončila</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="222" />
      <source>the trump fills your hand whichever way you take it: take it, or keep your card</source>
      <translation>trumf ti doplní ruku, ať ho vezmeš jakkoli: vezmi si ho, nebo si nech svou kartu</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="114" />
      <source>this is not the moment for that</source>
      <translation>teď na to není chvíle</translation>
    </message>
    <message>
      <location filename="../../gui/controller.py" line="34" />
      <source>this move came too late: the table has moved on</source>
      <translation>tento tah přišel pozdě: hra už pokračuje</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="195" />
      <source>throw in a whiteout, or play on</source>
      <translation>hoď bílou, nebo hraj dál</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="753" />
      <source>to declare a marriage you must hold both the King and the Queen of {suit}</source>
      <translation>k hlášce musíš mít krále i svrška v barvě {suit}</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="368" />
      <source>to declare a marriage you need the King and the Queen of {suit}</source>
      <translation>k hlášce potřebuješ krále a svrška v barvě {suit}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../engine/games/schnalzen/state.py" line="56" />
      <source>with %n or less you must play</source>
      <translation>
        <numerusform>když máš %n nebo méně, musíš hrát</numerusform>
        <numerusform>když máš %n nebo méně, musíš hrát</numerusform>
        <numerusform>když máš %n nebo méně, musíš hrát</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../engine/games/mulatschak/state.py" line="190" />
      <source>with %n point(s) or less you must play</source>
      <translation>
        <numerusform>když máš %n bod nebo méně, musíš hrát</numerusform>
        <numerusform>když máš %n body nebo méně, musíš hrát</numerusform>
        <numerusform>když máš %n bodů nebo méně, musíš hrát</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="492" />
      <source>with the marriages you hold you may go up to {bid}</source>
      <translation>s hláškami v ruce můžeš jít až na {bid}</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="188" />
      <source>with {suit} trumps everybody plays</source>
      <translation>když jsou trumfy {suit}, hrají všichni</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="168" />
      <source>you cannot follow {suit}, so you must play a trump</source>
      <translation>nemůžeš přiznat barvu {suit}, takže musíš zahrát trumf</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="735" />
      <source>you cannot follow {suit}, so you must play a trump ({trump})</source>
      <translation>nemůžeš přiznat barvu {suit}, takže musíš zahrát trumf ({trump})</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="122" />
      <source>you do not hold the {card}</source>
      <translation>nemáš kartu {card}</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="297" />
      <source>you exchanged cards, so you must play</source>
      <translation>měnil jsi karty, takže musíš hrát</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="440" />
      <source>you have already looked at your cards</source>
      <translation>do karet ses už podíval</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="566" />
      <source>you may concede only after taking the stock, before discarding your first card</source>
      <translation>vzdát můžeš jen po vzetí talonu, než odložíš první kartu</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="567" />
      <source>you may concede only after taking the stock, before giving your first card</source>
      <translation>vzdát můžeš jen po vzetí talonu, než dáš první kartu</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="578" />
      <source>you may concede only before discarding your first card</source>
      <translation>vzdát můžeš jen předtím, než odložíš první kartu</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="577" />
      <source>you may concede only before giving your first card</source>
      <translation>vzdát můžeš jen předtím, než dáš první kartu</translation>
    </message>
    <message numerus="yes">
      <location filename="../../engine/games/rams_family/match.py" line="330" />
      <source>you may exchange at most %n card(s) now</source>
      <translation>
        <numerusform>teď můžeš vyměnit nejvýš %n kartu</numerusform>
        <numerusform>teď můžeš vyměnit nejvýš %n karty</numerusform>
        <numerusform>teď můžeš vyměnit nejvýš %n karet</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="195" />
      <source>you may name only a suit you hold a card of, not {suit}</source>
      <translation>můžeš určit jen barvu, kterou máš v ruce, ne {suit}</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="334" />
      <source>you may not drop now</source>
      <translation>teď musíš hrát</translation>
    </message>
    <message>
      <location filename="../../engine/games/bohemian_watten/state.py" line="55" />
      <source>you may not exchange the turned-up card you took</source>
      <translation>otočenou kartu, kterou sis vzal, nesmíš vyměnit</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="165" />
      <source>you must beat the {card} if you can</source>
      <translation>musíš přebít kartu {card}, pokud můžeš</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="479" />
      <source>you must bid at least {bid}</source>
      <translation>musíš hlásit aspoň {bid}</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="163" />
      <source>you must follow suit: trumps were led</source>
      <translation>musíš přiznat barvu: vynesen byl trumf</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="734" />
      <location filename="../../engine/match.py" line="164" />
      <source>you must follow suit: {suit}</source>
      <translation>musíš přiznat barvu: {suit}</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="169" />
      <source>you must play a trump higher than the {card} if you can</source>
      <translation>musíš zahrát trumf vyšší než {card}, pokud můžeš</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="170" />
      <source>you must take the trick if you can: play a card that beats the {card}</source>
      <translation>musíš vzít štych, pokud můžeš: zahraj kartu, která přebije {card}</translation>
    </message>
    <message>
      <location filename="../../engine/games/ramsen/state.py" line="53" />
      <source>you took the cut card, so you must play</source>
      <translation>vzal sis sejmutou kartu, takže musíš hrát</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="597" />
      <source>{seat} does not play in this deal</source>
      <translation>{seat} v tomto rozdání nehraje</translation>
    </message>
  </context>
  <context>
    <name>rules</name>
    <message>
      <source>+10 (as in the rule text)</source>
      <translation>+10 (jak v textu pravidel)</translation>
    </message>
    <message>
      <source>+10 besides his tricks (−1 each, +5 for none)</source>
      <translation>+10 navíc ke štychům (−1 za každý, +5 za žádný)</translation>
    </message>
    <message>
      <source>9♦, 7♦ and Q♣ stay permanent trumps below the trump ace; off: the Mönch is the only one.</source>
      <translation>9♦, 7♦ a Q♣ zůstávají stálými trumfy pod trumfovým esem; vyp.: jediný je Mönch.</translation>
    </message>
    <message>
      <source>A 10 K Q J 9 8 7 (as in Zwanzig), or the plain A K Q J 10 9 8 7.</source>
      <translation>A 10 K Q J 9 8 7 (jako v Zwanzig), nebo prosté A K Q J 10 9 8 7.</translation>
    </message>
    <message>
      <source>A 10 K Q J 9 8 7, or the plain A K Q J 10 9 8 7.</source>
      <translation>A 10 K Q J 9 8 7, nebo prosté A K Q J 10 9 8 7.</translation>
    </message>
    <message>
      <source>A Joker</source>
      <translation>Žolík</translation>
    </message>
    <message>
      <source>A bid above 120 is allowed only with a King and Queen of one suit in hand.</source>
      <translation>Hra nad 120 je dovolena jen s králem a svrškem jedné barvy v ruce.</translation>
    </message>
    <message>
      <source>A deal in which everybody says Nejdem is scored and doubled by a pending Refa.</source>
      <translation>Rozdání, v němž všichni řeknou Nejdem, se započte a čekající Refa ho zdvojnásobí.</translation>
    </message>
    <message>
      <source>A deal without defenders uses a Refa</source>
      <translation>Rozdání bez obránců spotřebuje Refu</translation>
    </message>
    <message>
      <source>A dealer who took the turned-up trump card has exchanged and must play.</source>
      <translation>Rozdávající, který si vzal otočenou trumfovou kartu, měnil a musí hrát.</translation>
    </message>
    <message>
      <source>A defender who holds all four nines after the declarer gives cards may demand a new deal.</source>
      <translation>Obránce, který má po rozdání karet aktérem všechny čtyři devítky, může žádat nové rozdání.</translation>
    </message>
    <message>
      <source>A defender without a trick gets a bolt; three bolts cost 120.</source>
      <translation>Obránce bez štychu dostane nulu; tři nuly stojí 120.</translation>
    </message>
    <message>
      <source>A failed bid</source>
      <translation>Nesplněná hra</translation>
    </message>
    <message>
      <source>A nine at the bottom after the cut means cutting again; the third time in a row costs the cutter 120 and the deal is void.</source>
      <translation>Devítka vespod po sejmutí znamená snímat znovu; potřetí za sebou to stojí snímajícího 120 a rozdání neplatí.</translation>
    </message>
    <message>
      <source>A pass is final</source>
      <translation>Pas je konečný</translation>
    </message>
    <message>
      <source>A player below the barrel whose score passes 1000 wins at once.</source>
      <translation>Hráč pod sudem, jehož skóre přesáhne 1000, vyhrává hned.</translation>
    </message>
    <message>
      <source>A player dealt all four nines may demand a new deal.</source>
      <translation>Hráč, který dostal všechny čtyři devítky, může žádat nové rozdání.</translation>
    </message>
    <message>
      <source>A player may bid to take no trick at all (otherwise bids start at one).</source>
      <translation>Hráč smí hlásit, že nevezme žádný štych (jinak se hlásí od jednoho).</translation>
    </message>
    <message>
      <source>A player reaching this score sits on the barrel and must win from there.</source>
      <translation>Hráč, který dosáhne tohoto skóre, sedí na sudu a musí vyhrát odtud.</translation>
    </message>
    <message>
      <source>A player who can win the trick with a card he may play must do so.</source>
      <translation>Hráč, který může štych vyhrát kartou, kterou smí zahrát, to musí udělat.</translation>
    </message>
    <message>
      <source>A player who follows suit must play a card that beats the highest card of the suit so far, if he has one.</source>
      <translation>Hráč, který přiznává barvu, musí zahrát kartu vyšší než dosud nejvyšší karta té barvy, má-li ji.</translation>
    </message>
    <message>
      <source>A player who passed may not announce later in the auction (§11 #4).</source>
      <translation>Hráč, který pasoval, už v licitaci nesmí hlásit (§11 #4).</translation>
    </message>
    <message>
      <source>A player who took the cut card may not pass.</source>
      <translation>Hráč, který si vzal sejmutou kartu, nesmí pasovat.</translation>
    </message>
    <message>
      <source>A player whose score is exactly 555 after a deal falls to 0.</source>
      <translation>Hráč, jehož skóre je po rozdání přesně 555, spadne na 0.</translation>
    </message>
    <message>
      <source>A player without king, ober and unter may throw the cards in; the same dealer deals again and the next scored deal counts double.</source>
      <translation>Hráč bez krále, svrška a spodka může karty hodit; rozdává znovu tentýž hráč a další započtené rozdání platí dvojnásob.</translation>
    </message>
    <message>
      <source>A random one of the two</source>
      <translation>Náhodně jedna z obou</translation>
    </message>
    <message>
      <source>A seven turned up as the trump card always makes the dealer declarer needing one trick (otherwise he may say Stih).</source>
      <translation>Otočená sedmička jako trumfová karta vždy udělá rozdávajícího aktérem, který potřebuje jeden štych (jinak může říct Stih).</translation>
    </message>
    <message>
      <source>A turned seven is Stih</source>
      <translation>Otočená sedmička je Stih</translation>
    </message>
    <message>
      <source>A whiteout hand must hold no ace either.</source>
      <translation>Bílá ruka nesmí mít ani eso.</translation>
    </message>
    <message>
      <source>Ace marriage</source>
      <translation>Hláška es</translation>
    </message>
    <message>
      <source>Ace–ten: A 10 K Q J 9 8 7</source>
      <translation>Eso–desítka: A 10 K Q J 9 8 7</translation>
    </message>
    <message>
      <source>After Raub, Stih or Muss the dealer must take the trump card (otherwise he may).</source>
      <translation>Po Raub, Stih nebo Muss musí rozdávající vzít trumfovou kartu (jinak smí).</translation>
    </message>
    <message>
      <source>After taking the stock and before giving (or discarding) a card, the declarer may give up the deal: each opponent scores 60. The declarer's first two concessions of the match are free; every third one costs him his contract.</source>
      <translation>Po vzetí talonu a před dáním (nebo odložením) karty může aktér rozdání vzdát: každý soupeř si připíše 60. První dvě vzdání v partii má aktér zdarma; každé třetí ho stojí jeho závazek.</translation>
    </message>
    <message>
      <source>All four Aces held together are a marriage worth 200, declared like a marriage by leading one of them after taking a trick. It does not change the trump; it counts as a marriage for bids and raises above 120.</source>
      <translation>Všechna čtyři esa pohromadě jsou hláška za 200, hlásí se jako hláška vynesením jednoho z nich po vzetí štychu. Nemění trumf; pro hry a zvýšení nad 120 se počítá jako hláška.</translation>
    </message>
    <message>
      <source>An ace prevents a whiteout</source>
      <translation>Eso brání bílé</translation>
    </message>
    <message>
      <source>As printed</source>
      <translation>Jak je natištěno</translation>
    </message>
    <message>
      <source>At the end of the deal</source>
      <translation>Na konci rozdání</translation>
    </message>
    <message>
      <source>At the trick</source>
      <translation>U štychu</translation>
    </message>
    <message>
      <source>Austrian, German-suited</source>
      <translation>Rakouské, německé barvy</translation>
    </message>
    <message>
      <source>Austrian: Weli second highest, an ace prevents a whiteout</source>
      <translation>Rakouské: Weli druhý nejvyšší, eso brání bílé</translation>
    </message>
    <message>
      <source>Barrel at</source>
      <translation>Sud od</translation>
    </message>
    <message>
      <source>Barrel: fine after three deals</source>
      <translation>Sud: pokuta po třech rozdáních</translation>
    </message>
    <message>
      <source>Barrel: fine when knocked off</source>
      <translation>Sud: pokuta při shození</translation>
    </message>
    <message>
      <source>Before play or pass</source>
      <translation>Před hrou nebo pasem</translation>
    </message>
    <message>
      <source>Bettler value</source>
      <translation>Hodnota Bettlera</translation>
    </message>
    <message>
      <source>Between two strikers other than the right one the first played wins, or the suit decides (♥ &gt; ♦ &gt; ♣ &gt; ♠).</source>
      <translation>Ze dvou bijců (kromě pravého) vyhrává ten dřív zahraný, nebo rozhodne barva (♥ &gt; ♦ &gt; ♣ &gt; ♠).</translation>
    </message>
    <message>
      <source>Bid step</source>
      <translation>Krok licitace</translation>
    </message>
    <message>
      <source>Bid zero tricks</source>
      <translation>Hlásit nula štychů</translation>
    </message>
    <message>
      <source>Bidding</source>
      <translation>Licitace</translation>
    </message>
    <message>
      <source>Bids above 120 need a marriage</source>
      <translation>Hry nad 120 potřebují hlášku</translation>
    </message>
    <message>
      <source>Bids and raises go up in steps of this size.</source>
      <translation>Hry a zvýšení stoupají o tento krok.</translation>
    </message>
    <message>
      <source>Blind bidding</source>
      <translation>Licitace naslepo</translation>
    </message>
    <message>
      <source>Bolts</source>
      <translation>Nuly</translation>
    </message>
    <message>
      <source>By internal suit</source>
      <translation>Podle vnitřní barvy</translation>
    </message>
    <message>
      <source>By suit: ♥ ♦ ♣ ♠</source>
      <translation>Podle barvy: ♥ ♦ ♣ ♠</translation>
    </message>
    <message>
      <source>By the suit as printed in the pack (French ♣ 60 / ♠ 40, German Grün 60 / Eichel 40), or by the internal suit (German Eichel 60 / Grün 40).</source>
      <translation>Podle barvy, jak je natištěna v kartách (francouzské ♣ 60 / ♠ 40, německé Grün 60 / Eichel 40), nebo podle vnitřní barvy (německé Eichel 60 / Grün 40).</translation>
    </message>
    <message>
      <source>Cap bids by held marriages</source>
      <translation>Strop hry podle hlášek v ruce</translation>
    </message>
    <message>
      <source>Card order</source>
      <translation>Pořadí karet</translation>
    </message>
    <message>
      <source>Card pack</source>
      <translation>Karty</translation>
    </message>
    <message>
      <source>Conceding the contract</source>
      <translation>Vzdání závazku</translation>
    </message>
    <message>
      <source>Count down from 24</source>
      <translation>Odpočet od 24</translation>
    </message>
    <message>
      <source>Criticals</source>
      <translation>Criticals (kritické karty)</translation>
    </message>
    <message>
      <source>Dealer must take the trump card</source>
      <translation>Rozdávající musí vzít trumfovou kartu</translation>
    </message>
    <message>
      <source>Declarer's partner sits out</source>
      <translation>Partner aktéra nehraje</translation>
    </message>
    <message>
      <source>Defenders round to</source>
      <translation>Obrana zaokrouhluje na</translation>
    </message>
    <message>
      <source>Defenders' points are rounded to this multiple.</source>
      <translation>Body obrany se zaokrouhlují na násobek tohoto čísla.</translation>
    </message>
    <message>
      <source>Diamonds: everybody plays</source>
      <translation>Káry: hrají všichni</translation>
    </message>
    <message>
      <source>Dump truck at 555</source>
      <translation>Sklápěč na 555</translation>
    </message>
    <message>
      <source>Each player may exchange up to five cards while the talon lasts, or the whole table only five cards together (the dealer's swap with the trump card does not count).</source>
      <translation>Každý hráč smí vyměnit až pět karet, dokud talon stačí, nebo celý stůl jen pět karet dohromady (výměna rozdávajícího s trumfovou kartou se nepočítá).</translation>
    </message>
    <message>
      <source>Equal strikers</source>
      <translation>Rovnocenní bijci</translation>
    </message>
    <message>
      <source>Everyone, the declarer too</source>
      <translation>Všichni, i aktér</translation>
    </message>
    <message>
      <source>Exactly 0</source>
      <translation>Přesně 0</translation>
    </message>
    <message>
      <source>Exchange limit</source>
      <translation>Limit výměny</translation>
    </message>
    <message>
      <source>Falling off the barrel for the third time resets the score to 0.</source>
      <translation>Třetí pád ze sudu vynuluje skóre.</translation>
    </message>
    <message>
      <source>First lead</source>
      <translation>První výnos</translation>
    </message>
    <message>
      <source>Five cards for the whole table</source>
      <translation>Pět karet pro celý stůl</translation>
    </message>
    <message>
      <source>Five cards of one suit (the Mönch counts as any suit) win the deal as five tricks.</source>
      <translation>Pět karet jedné barvy (Mönch platí za jakoukoli barvu) vyhrává rozdání jako pět štychů.</translation>
    </message>
    <message>
      <source>Fliege</source>
      <translation>Fliege</translation>
    </message>
    <message>
      <source>Follow and head, else trump and overtrump (Farb- und Stichzwang)</source>
      <translation>Přiznat a přebít, jinak trumfnout a přetrumfnout (Farb- und Stichzwang)</translation>
    </message>
    <message>
      <source>Follow suit, else trump, else any card</source>
      <translation>Přiznat barvu, jinak trumf, jinak cokoli</translation>
    </message>
    <message>
      <source>Following</source>
      <translation>Přiznávání</translation>
    </message>
    <message>
      <source>Forehand in every trump contract, the declarer in the others</source>
      <translation>Forhont v každé trumfové hře, aktér v ostatních</translation>
    </message>
    <message>
      <source>Forehand in the normal game and the Kontra contracts, else the declarer</source>
      <translation>Forhont v normální hře a v hrách Kontra, jinak aktér</translation>
    </message>
    <message>
      <source>Forehand may name only a suit of which he holds a card (§11 #1); off: any suit.</source>
      <translation>Forhont smí určit jen barvu, kterou má v ruce (§11 #1); vyp.: jakoukoli barvu.</translation>
    </message>
    <message>
      <source>Forehand only</source>
      <translation>Jen forhont</translation>
    </message>
    <message>
      <source>Forehand or his partner</source>
      <translation>Forhont nebo jeho partner</translation>
    </message>
    <message>
      <source>Forehand picks one of the two</source>
      <translation>Forhont vybere jednu z obou</translation>
    </message>
    <message>
      <source>Forehand turns up one of his two undealt cards as trump: he picks which (blind), or the deal picks (§11 #2).</source>
      <translation>Forhont otočí jako trumf jednu ze svých dvou nerozdaných karet: vybere ji sám (naslepo), nebo ji určí rozdání (§11 #2).</translation>
    </message>
    <message>
      <source>Forehand's partner only</source>
      <translation>Jen partner forhonta</translation>
    </message>
    <message>
      <source>Four nines only as dealt</source>
      <translation>Čtyři devítky jen z rozdání</translation>
    </message>
    <message>
      <source>Four players in two partnerships, partners sitting opposite.</source>
      <translation>Čtyři hráči ve dvou dvojicích, partneři sedí naproti sobě.</translation>
    </message>
    <message>
      <source>Four players, each for himself.</source>
      <translation>Čtyři hráči, každý sám za sebe.</translation>
    </message>
    <message>
      <source>Four players: dealer scores the stock</source>
      <translation>Čtyři hráči: rozdávající si píše talon</translation>
    </message>
    <message>
      <source>French</source>
      <translation>Francouzské</translation>
    </message>
    <message>
      <source>French or German suits. The pack decides which suit's marriage is worth 60 and which 40.</source>
      <translation>Francouzské nebo německé barvy. Karty rozhodují, hláška které barvy platí 60 a které 40.</translation>
    </message>
    <message>
      <source>From this deal on hearts are always trumps and nobody announces (0: never).</source>
      <translation>Od tohoto rozdání jsou srdce vždy trumfy a nikdo nehlásí (0: nikdy).</translation>
    </message>
    <message>
      <source>Game points of a Bettler (§11 #14).</source>
      <translation>Body za hru pro Bettlera (§11 #14).</translation>
    </message>
    <message>
      <source>German</source>
      <translation>Německé</translation>
    </message>
    <message>
      <source>Golden round</source>
      <translation>Zlaté kolo</translation>
    </message>
    <message>
      <source>Golden round and blind bids</source>
      <translation>Zlaté kolo a hry naslepo</translation>
    </message>
    <message>
      <source>Head in contracts, not in the normal game; trump only to win</source>
      <translation>Přebíjet ve hrách, ne v normální hře; trumfovat jen k výhře</translation>
    </message>
    <message>
      <source>Hearts from deal</source>
      <translation>Srdce od rozdání</translation>
    </message>
    <message>
      <source>In every contract but the normal game the declarer plays alone; off: his partner plays with him and the contract's goal is the team's (§11 #9).</source>
      <translation>V každé hře kromě normální hraje aktér sám; vyp.: jeho partner hraje s ním a cíl hry platí pro tým (§11 #9).</translation>
    </message>
    <message>
      <source>Its holder may name any suit as trumps before the play-or-pass round, or when he plays the Mönch (from the next trick on), or not at all.</source>
      <translation>Jeho držitel může určit trumfem jakoukoli barvu před kolem hrát/pas, nebo když zahraje Mönche (od dalšího štychu), nebo vůbec.</translation>
    </message>
    <message>
      <source>Keep Ramsen's permanent trumps</source>
      <translation>Ponechat stálé trumfy Ramsenu</translation>
    </message>
    <message>
      <source>Knocking</source>
      <translation>Klepání</translation>
    </message>
    <message>
      <source>Kontra, Re and Sub</source>
      <translation>Kontra, Re a Sub</translation>
    </message>
    <message>
      <source>Lowest trump</source>
      <translation>Nejnižší trumf</translation>
    </message>
    <message>
      <source>Marriage values</source>
      <translation>Hodnoty hlášek</translation>
    </message>
    <message>
      <source>Maxi (K♥), Belli (7♦) and Spitz (7♣) are the three highest trumps; the cutter may take a Critical seen at the bottom of the cut.</source>
      <translation>Maxi (K♥), Belli (7♦) a Spitz (7♣) jsou tři nejvyšší trumfy; snímající si smí vzít Critical, který uvidí vespod sejmuté části.</translation>
    </message>
    <message>
      <source>Must win when following</source>
      <translation>Při přiznání nutno přebít</translation>
    </message>
    <message>
      <source>Mönch names trumps</source>
      <translation>Mönch určuje trumfy</translation>
    </message>
    <message>
      <source>Never</source>
      <translation>Nikdy</translation>
    </message>
    <message>
      <source>Nine at the bottom</source>
      <translation>Devítka vespod</translation>
    </message>
    <message>
      <source>No exchange at 3 or less</source>
      <translation>Při 3 a méně bez výměny</translation>
    </message>
    <message>
      <source>Nobody may drop when diamonds are trumps.</source>
      <translation>Když jsou trumfy káry, musí hrát všichni.</translation>
    </message>
    <message>
      <source>One round</source>
      <translation>Jedno kolo</translation>
    </message>
    <message>
      <source>One round of bids, or rounds until all but the highest bidder have passed.</source>
      <translation>Jedno kolo licitace, nebo kola, dokud všichni kromě nejvyššího nepasují.</translation>
    </message>
    <message>
      <source>Only the lowest wins</source>
      <translation>Vyhrává jen nejnižší</translation>
    </message>
    <message>
      <source>Plain: A K Q J 10 9 8 7</source>
      <translation>Prosté: A K Q J 10 9 8 7</translation>
    </message>
    <message>
      <source>Play out Herrengang and Herrenschnapser</source>
      <translation>Dohrávat Herrengang a Herrenschnapser</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Hráči</translation>
    </message>
    <message>
      <source>Players may bid up to 120 before looking at their cards; a blind winner's result counts double.</source>
      <translation>Hráči smějí hlásit až do 120, než se podívají do karet; výsledek vítěze naslepo platí dvojnásob.</translation>
    </message>
    <message>
      <source>Points lost by a barrel player pushed off by a newcomer.</source>
      <translation>Body, které ztratí hráč na sudu, kterého shodí nově příchozí.</translation>
    </message>
    <message>
      <source>Points lost by a barrel player who fails to win in three deals.</source>
      <translation>Body, které ztratí hráč na sudu, který nevyhraje do tří rozdání.</translation>
    </message>
    <message>
      <source>Polish (Tysiąc)</source>
      <translation>Polský (Tysiąc)</translation>
    </message>
    <message>
      <source>Raise after the stock</source>
      <translation>Zvýšení po talonu</translation>
    </message>
    <message>
      <source>Rank of the Weli</source>
      <translation>Pořadí Weli</translation>
    </message>
    <message>
      <source>Re-deal after giving</source>
      <translation>Nové rozdání po dání karet</translation>
    </message>
    <message>
      <source>Re-deal on four nines</source>
      <translation>Nové rozdání při čtyřech devítkách</translation>
    </message>
    <message>
      <source>Re-deal on nines in the stock</source>
      <translation>Nové rozdání při devítkách v talonu</translation>
    </message>
    <message>
      <source>Russian (standard)</source>
      <translation>Ruský (standard)</translation>
    </message>
    <message>
      <source>Schleken</source>
      <translation>Schleken</translation>
    </message>
    <message>
      <source>Schleken obliges play</source>
      <translation>Schleken zavazuje ke hře</translation>
    </message>
    <message>
      <source>Second highest trump</source>
      <translation>Druhý nejvyšší trumf</translation>
    </message>
    <message>
      <source>Short: five tokens</source>
      <translation>Krátká: pět žetonů</translation>
    </message>
    <message>
      <source>Shorter: seven tokens</source>
      <translation>Kratší: sedm žetonů</translation>
    </message>
    <message>
      <source>Standard (as in the rule text)</source>
      <translation>Standard (jak v textu pravidel)</translation>
    </message>
    <message>
      <source>Standard: ten tokens</source>
      <translation>Standard: deset žetonů</translation>
    </message>
    <message>
      <source>Tavern rules: Farb- und Stichzwang, knocking allowed</source>
      <translation>Hospodská pravidla: Farb- und Stichzwang, klepání povoleno</translation>
    </message>
    <message>
      <source>Teams start at 24 and subtract their game points; first to 0 wins (§11 #16).</source>
      <translation>Týmy začínají na 24 a odečítají své body za hru; kdo je první na 0, vyhrává (§11 #16).</translation>
    </message>
    <message>
      <source>The WELI in a French pack</source>
      <translation>WELI ve francouzských kartách</translation>
    </message>
    <message>
      <source>The WELI in a French pack: the six of diamonds, or a Joker. It plays the same either way; a German pack shows the Schellen-6.</source>
      <translation>WELI ve francouzských kartách: kárová šestka, nebo žolík. Hraje se s ní stejně; německé karty ukazují Schellen-6.</translation>
    </message>
    <message>
      <source>The Weli is a permanent trump: the lowest one (as in the rule text), or the second highest, just below the trump ace (as in Austria).</source>
      <translation>Weli je stálý trumf: nejnižší (jak v textu pravidel), nebo druhý nejvyšší, těsně pod trumfovým esem (jako v Rakousku).</translation>
    </message>
    <message>
      <source>The announcer may name a suit he holds no card of.</source>
      <translation>Hlásící smí určit barvu, ze které nemá žádnou kartu.</translation>
    </message>
    <message>
      <source>The cutter may knock instead of cutting: all five cards are dealt at once (§11 #3).</source>
      <translation>Snímající smí místo sejmutí klepnout: všech pět karet se rozdá najednou (§11 #3).</translation>
    </message>
    <message>
      <source>The cutter sees the bottom card of the cut and may take it into his hand; he then gets one card fewer in the first packet and may not exchange.</source>
      <translation>Snímající vidí spodní kartu sejmuté části a smí si ji vzít do ruky; pak dostane v první dávce o kartu méně a nesmí měnit.</translation>
    </message>
    <message>
      <source>The declarer always (forehand in the normal game)</source>
      <translation>Vždy aktér (v normální hře forhont)</translation>
    </message>
    <message>
      <source>The declarer may demand a new deal when the stock holds two or more nines.</source>
      <translation>Aktér může žádat nové rozdání, když jsou v talonu dvě nebo více devítek.</translation>
    </message>
    <message>
      <source>The declarer may raise the contract after taking the stock.</source>
      <translation>Aktér smí po vzetí talonu zvýšit závazek.</translation>
    </message>
    <message>
      <source>The first circle of deals has no auction: first hand plays 120 and every score of those deals is doubled.</source>
      <translation>První kolo rozdání je bez licitace: první hráč hraje 120 a každé skóre těchto rozdání se zdvojnásobí.</translation>
    </message>
    <message>
      <source>The first played</source>
      <translation>Dřív zahraný</translation>
    </message>
    <message>
      <source>The four-nines demand counts only for nines held in the dealt hand, never after cards are given.</source>
      <translation>Nárok ze čtyř devítek platí jen pro devítky z rozdané ruky, nikdy po dání karet.</translation>
    </message>
    <message>
      <source>The highest bid is 120 plus the marriages held (else 400).</source>
      <translation>Nejvyšší hra je 120 plus hlášky v ruce (jinak 400).</translation>
    </message>
    <message>
      <source>The match ends at the trick that takes a player's last token, or the deal is finished and scored and the fewest tokens win (equal counts are joint winners).</source>
      <translation>Partie končí štychem, který hráči vezme poslední žeton, nebo se rozdání dohraje a započte a vyhrává nejméně žetonů (při shodě vyhrávají společně).</translation>
    </message>
    <message>
      <source>The opponents may double, and so on (§6, §11 #15).</source>
      <translation>Soupeři mohou dát flek a tak dál (§6, §11 #15).</translation>
    </message>
    <message>
      <source>The other players only</source>
      <translation>Jen ostatní hráči</translation>
    </message>
    <message>
      <source>The sitting-out dealer scores the stock's card points and any marriage in it.</source>
      <translation>Rozdávající, který nehraje, si píše body v kartách talonu a případnou hlášku v něm.</translation>
    </message>
    <message>
      <source>The six of diamonds (6♦)</source>
      <translation>Kárová šestka (6♦)</translation>
    </message>
    <message>
      <source>The winner</source>
      <translation>Vítěz</translation>
    </message>
    <message>
      <source>The winner must reach exactly 0: a deal that goes below 0 bounces back up; otherwise 0 or less wins and the lowest score wins.</source>
      <translation>Vítěz musí dojít přesně na 0: rozdání, které jde pod 0, se odrazí zpět nahoru; jinak vyhrává 0 či méně a nejnižší skóre.</translation>
    </message>
    <message>
      <source>These contracts cannot fail and are scored without play; on: they are played out (§4).</source>
      <translation>Tyto hry nemohou selhat a započtou se bez hraní; zap.: dohrávají se (§4).</translation>
    </message>
    <message>
      <source>Third fall resets to zero</source>
      <translation>Třetí pád nuluje</translation>
    </message>
    <message>
      <source>Three players; two players use two stocks; with four the dealer sits out.</source>
      <translation>Tři hráči; dva hráči používají dva talony; ve čtyřech rozdávající nehraje.</translation>
    </message>
    <message>
      <source>Three to five players, each for himself (four is usual).</source>
      <translation>Tři až pět hráčů, každý sám za sebe (obvykle čtyři).</translation>
    </message>
    <message>
      <source>Three to five players, each for himself.</source>
      <translation>Tři až pět hráčů, každý sám za sebe.</translation>
    </message>
    <message>
      <source>Tokens</source>
      <translation>Žetony</translation>
    </message>
    <message>
      <source>Tokens each player starts with (the rule text names ten, seven or five); the first to get rid of his last token wins.</source>
      <translation>Žetony, se kterými každý hráč začíná (text pravidel uvádí deset, sedm nebo pět); kdo se první zbaví posledního žetonu, vyhrává.</translation>
    </message>
    <message>
      <source>Trump from forehand's cards</source>
      <translation>Trumf z forhontových karet</translation>
    </message>
    <message>
      <source>Trump swap obliges play</source>
      <translation>Výměna trumfu zavazuje ke hře</translation>
    </message>
    <message>
      <source>Trumps without holding them</source>
      <translation>Trumf bez karty v ruce</translation>
    </message>
    <message>
      <source>Turning up a trump</source>
      <translation>Otočení trumfu</translation>
    </message>
    <message>
      <source>Two to five players, each for himself, and a widow hand.</source>
      <translation>Dva až pět hráčů, každý sám za sebe, a vdova.</translation>
    </message>
    <message>
      <source>Two to four players, each for himself.</source>
      <translation>Dva až čtyři hráči, každý sám za sebe.</translation>
    </message>
    <message>
      <source>Until all others pass</source>
      <translation>Dokud ostatní nepasují</translation>
    </message>
    <message>
      <source>Up to five cards each</source>
      <translation>Každý až pět karet</translation>
    </message>
    <message>
      <source>Weli at the cut</source>
      <translation>Weli při sejmutí</translation>
    </message>
    <message>
      <source>What a declarer who took fewer tricks than he bid scores.</source>
      <translation>Co si píše aktér, který vzal méně štychů, než hlásil.</translation>
    </message>
    <message>
      <source>When several players reach 0 or less, only the lowest score wins (otherwise all of them win together).</source>
      <translation>Když dojde několik hráčů na 0 nebo níž, vyhrává jen nejnižší skóre (jinak vyhrávají všichni společně).</translation>
    </message>
    <message>
      <source>When the Mönch is played</source>
      <translation>Když je zahrán Mönch</translation>
    </message>
    <message>
      <source>When the cutter finds the Weli at the bottom of the cut he may take it.</source>
      <translation>Když snímající najde Weli vespod sejmuté části, smí si ho vzít.</translation>
    </message>
    <message>
      <source>Whiteout</source>
      <translation>Bílá</translation>
    </message>
    <message>
      <source>Who may announce a Bauernschnapser</source>
      <translation>Kdo smí hlásit Bauernschnapser</translation>
    </message>
    <message>
      <source>Who may not exchange with 3 points or less.</source>
      <translation>Kdo nesmí měnit se 3 body nebo méně.</translation>
    </message>
    <message>
      <source>Win above 1000 without the barrel</source>
      <translation>Výhra nad 1000 bez sudu</translation>
    </message>
    <message>
      <source>§11 #10: who leads the first trick of a contract.</source>
      <translation>§11 #10: kdo vynáší do prvního štychu hry.</translation>
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
      <translation>Normální hra</translation>
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
