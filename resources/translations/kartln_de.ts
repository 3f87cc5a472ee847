<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
  <context>
    <name>Bauernschnapsen</name>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="246" />
      <source>Declare the marriage</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="244" />
      <source>Declare the marriage in {suit} (+{points})?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="55" />
      <source>First trick: {names}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="116" />
      <source>Highest: {contract} ({name})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="246" />
      <source>Just play the card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="134" />
      <source>Nobody announced: you lead the normal game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="135" />
      <source>Nobody announced: {name}'s team plays the normal game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="279" />
      <source>Turned up: {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="117" />
      <source>You announce a {contract}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="108" />
      <source>You knock: everybody gets five cards at once</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="152" />
      <source>You lay your cards open</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="131" />
      <source>You play a {contract} alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="143" />
      <source>You say {word}: the deal counts ×{factor}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="221" />
      <source>Your team's tricks: {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="222" />
      <location filename="../../gui/games/bauernschnapsen.py" line="228" />
      <source>Your team: {points} of 66</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="194" />
      <source>declarer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="194" />
      <location filename="../../gui/games/bauernschnapsen.py" line="196" />
      <source>forehand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="129" />
      <location filename="../../gui/games/bauernschnapsen.py" line="187" />
      <source>sits out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="204" />
      <source>turn one up</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="163" />
      <source>{contract} ({value}) · {name}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="157" />
      <source>{names} win the deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="117" />
      <location filename="../../gui/games/bauernschnapsen.py" line="272" />
      <source>{name} announces a {contract}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="275" />
      <source>{name} knocks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="109" />
      <source>{name} knocks: everybody gets five cards at once</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="152" />
      <source>{name} lays the cards open</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="131" />
      <source>{name} plays a {contract} alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="277" />
      <source>{name} says {word}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="144" />
      <source>{name} says {word}: the deal counts ×{factor}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>BauernschnapsenPanels</name>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="81" />
      <source>A pass is final: you cannot announce later in this deal.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="68" />
      <source>Auction: nobody has announced yet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="70" />
      <source>Auction: {name} announced a {contract}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="34" />
      <source>Cut</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="33" />
      <source>Cut the deck or knock?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="79" />
      <source>If all four pass, forehand's team plays the normal game (1–3 points).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="36" />
      <source>Knock</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="38" />
      <source>Knocking: everybody gets all five cards at once, and forehand names trumps after seeing all five.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="44" />
      <source>Name the trump suit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="49" />
      <source>Or turn up one of your two face-down cards (the deal picks which):</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="52" />
      <source>Or turn up one of your two face-down cards; its suit becomes trumps and it stays face up in your hand:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="77" />
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="108" />
      <source>Pass</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="107" />
      <source>Say {word}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="50" />
      <source>Turn up a card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="57" />
      <source>You may name only a suit of which you hold a card.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="94" />
      <source>now ×{m}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="89" />
      <source>{contract} by {name}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="62" />
      <source>{contract} · {value}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="93" />
      <source>{word} by {name}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="101" />
      <source>{word}? (×{factor})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="54" />
      <source>🂠 First card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="54" />
      <source>🂠 Second card</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>BauernschnapsenSheet</name>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="70" />
      <source>Bummerl sheet (game to 24)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="55" />
      <source>Contract</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="54" />
      <source>Deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="152" />
      <source>Deal {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="121" />
      <source>Deal {n}: {contract} · {names} score {points}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="163" />
      <source>Highest: {contract}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="124" />
      <source>How</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="103" />
      <source>Lost the deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="57" />
      <source>Notes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="136" />
      <source>Place</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="96" />
      <source>Points toward 66: {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="123" />
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="136" />
      <source>Score</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="123" />
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="136" />
      <source>Team</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="177" />
      <source>The first trick of each team:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="123" />
      <source>This deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="69" />
      <source>Total</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="270" />
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="168" />
      <source>Trick {n} of 5</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="166" />
      <source>Turned up: {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="146" />
      <source>Your team wins the game {score}!</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="89" />
      <source>doubled</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="124" />
      <source>the contract and who won it, the Kontra factor, the points toward 66</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="55" />
      <source>the contract, its declarer and the Kontra factor</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="56" />
      <source>total after the deal, and the game points it scored</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="36" />
      <source>{contract} ({name})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="46" />
      <source>{names} win the game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="147" />
      <source>{names} win the game {score}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="174" />
      <source>{names}: {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="48" />
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="80" />
      <source>{names}: {word} ({n})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="161" />
      <source>{name} alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="107" />
      <source>{reason}: {points}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Curtain</name>
    <message>
      <location filename="../../gui/panels/curtain.py" line="52" />
      <source>I am {name}: show my cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/panels/curtain.py" line="49" />
      <source>Pass to {name}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/panels/curtain.py" line="50" />
      <source>The cards are hidden. Hand the computer to {name}; only {name} should look now.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>DealGuide</name>
    <message>
      <location filename="../../gui/deal_guide.py" line="161" />
      <source>End the guide</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="219" />
      <source>From the rules: {title}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="194" />
      <source>How a deal goes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="160" />
      <source>No thanks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="183" />
      <source>Show how a deal goes? At each of your turns the guide says what a computer player would do and why, with the words of the rules. You choose your moves.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="158" />
      <source>Show me</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="238" />
      <source>The others play; the guide speaks again at your next turn.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="195" />
      <source>Wait for your turn: the guide then explains it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="221" />
      <source>Working out a hint…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="182" />
      <source>Your first game of {game}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="217" />
      <source>Your turn. The hint below is the computer player's choice; follow it or choose otherwise.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>DealLog</name>
    <message>
      <location filename="../../gui/deal_log.py" line="97" />
      <source>Nothing has happened in this deal yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_log.py" line="81" />
      <source>This deal</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>DealReview</name>
    <message>
      <location filename="../../gui/deal_review.py" line="195" />
      <source>(dealer)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="106" />
      <source>Arrow keys: trick by trick · Page Up, Page Down: deal by deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="79" />
      <source>Deal review</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="177" />
      <source>Deal {n} · trick {k} of {total}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="175" />
      <source>Deal {n}: no trick was played</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="102" />
      <source>Next deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="101" />
      <source>Next trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="203" />
      <source>Not in this deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="99" />
      <source>Previous deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="100" />
      <source>Previous trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="276" />
      <source>The deal was not scored.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="278" />
      <source>This deal: {changes}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="258" />
      <source>Trump: {suit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="235" />
      <source>{name} takes the trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="233" />
      <source>{name} takes the trick: {points} points</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>GameScreen</name>
    <message>
      <location filename="../../gui/game_screen.py" line="298" />
      <source>Click the table (or press Space) to collect the trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="582" />
      <source>Hint</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="608" />
      <source>No hint this time: {error}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="659" />
      <source>The guided deal is over; the Hint button (H) helps whenever you like.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="583" />
      <source>What would a computer player do here, and why? (H)</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Hint</name>
    <message>
      <location filename="../../gui/hint.py" line="59" />
      <source>Bid</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/hint.py" line="60" />
      <source>Bid {what}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/hint.py" line="46" />
      <source>Discard {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/hint.py" line="57" />
      <source>Exchange {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/hint.py" line="44" />
      <source>Give {card} to {name}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/hint.py" line="74" />
      <source>Hint: {move}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/hint.py" line="74" />
      <source>Hint: {move} {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/hint.py" line="76" />
      <source>Hint: {move}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/hint.py" line="77" />
      <source>Hint: {move}. {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/hint.py" line="56" />
      <source>Keep your cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/hint.py" line="53" />
      <source>Name {suit} trumps</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/hint.py" line="52" />
      <source>Play without trumps</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/hint.py" line="42" />
      <source>Play {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/hint.py" line="41" />
      <source>Play {card} and declare the marriage</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../../gui/main_window.py" line="299" />
      <source> and </source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="127" />
      <source>&amp;About Kartln</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="99" />
      <source>&amp;Game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="124" />
      <source>&amp;Help</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="111" />
      <source>&amp;Hint</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="107" />
      <source>&amp;Last trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="112" />
      <source>&amp;Main menu</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="100" />
      <source>&amp;New game…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="101" />
      <source>&amp;Open…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="121" />
      <source>&amp;Options</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="113" />
      <source>&amp;Quit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="125" />
      <source>&amp;Rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="122" />
      <source>&amp;Settings…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="110" />
      <source>&amp;This deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="103" />
      <source>&amp;Undo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="471" />
      <source>About Kartln</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="108" />
      <source>Deal &amp;review</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="433" />
      <source>Deal review</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="421" />
      <source>Deal {n} (over), {seen}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="424" />
      <source>Deal {n}, {seen}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="48" />
      <location filename="../../gui/main_window.py" line="189" />
      <location filename="../../gui/main_window.py" line="351" />
      <source>Kartln</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="304" />
      <location filename="../../gui/main_window.py" line="324" />
      <source>Kartln matches (*{suffix})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="471" />
      <source>Kartln: Central and Eastern European trick-taking card games.
Playable: {games}.
Free software under the GNU General Public License, version 3 or later.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="109" />
      <source>Match hi&amp;story</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="179" />
      <source>Move taken back</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="250" />
      <source>New game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="451" />
      <source>No deal has been finished yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="151" />
      <source>No match is being played.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="159" />
      <source>Nothing to take back in this deal yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="303" />
      <source>Open a saved match</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="102" />
      <source>Save &amp;as…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="323" />
      <source>Save the match</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="338" />
      <source>Saved as {name}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="106" />
      <source>Score &amp;sheet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="199" />
      <source>Some settings were not valid and were reset: {keys}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="250" />
      <source>Start a new game? The running match will be replaced.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="211" />
      <location filename="../../gui/main_window.py" line="284" />
      <source>The autosaved match could not be read: {error}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="208" />
      <source>The autosaved match was damaged; Continue uses the previous copy (the last move may be missing).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="289" />
      <source>The autosaved match was damaged; the previous copy is used (the last move may be missing).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="297" />
      <source>The damaged file was kept as {name}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="298" />
      <source>The damaged files were kept as {names}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="41" />
      <source>The last trick of deal {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="231" />
      <source>The match cannot be saved: {error}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="336" />
      <source>The match could not be saved: {error}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="153" />
      <source>The match is over: there is nothing to take back.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="498" />
      <source>The new language applies fully after a restart.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="505" />
      <source>The settings could not be saved: {error}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="196" />
      <source>The settings file could not be read ({problem}); {outcome}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="418" />
      <source>as everybody sees it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="418" />
      <source>as {name} sees it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="195" />
      <source>the defaults are used</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="195" />
      <source>the previous copy was restored</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="219" />
      <source>{game}, deal {deal}: {names}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="311" />
      <source>{name} could not be opened: {error}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="40" />
      <source>{name} took the trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="39" />
      <source>{name} took the trick: {points} points</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>MatchHistory</name>
    <message>
      <location filename="../../gui/history_dialog.py" line="58" />
      <source>Deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="118" />
      <source>Deal {n}: no summary of this deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="58" />
      <source>Dealer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="52" />
      <source>Match history</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="79" />
      <source>No deal has been finished yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="38" />
      <source>No trick played</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="58" />
      <source>Played</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="87" />
      <source>Review this deal</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <location filename="../../gui/level_strength.py" line="47" />
      <source> (lower is better)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="50" />
      <source>, {rate} % of deals won (a fair share is {fair} %)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="52" />
      <source>; {deals} deals</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="82" />
      <source>A fair share of the deals won is {fair} %.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="324" />
      <source>Changed: {options}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="79" />
      <source>Computer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="81" />
      <source>Deals won: by the level's side, partners together.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Easy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="19" />
      <source>Expert</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="144" />
      <source>Game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Hard</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="64" />
      <source>How the levels measured ({n} players: {who}, on the same deals in every seat):</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="78" />
      <source>Human</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="166" />
      <source>Level</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="86" />
      <source>Measured with {n} players, not with {chosen}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="166" />
      <source>Name</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="135" />
      <source>New game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Normal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="151" />
      <source>Options…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="162" />
      <source>Partner of seat 1</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="166" />
      <source>Player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="186" />
      <location filename="../../gui/new_game_dialog.py" line="264" />
      <location filename="../../gui/new_game_dialog.py" line="286" />
      <source>Player {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="147" />
      <source>Players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Random</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="155" />
      <source>Rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="80" />
      <source>Score a deal: the level's mean score change in a deal; theirs: the level below's.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="84" />
      <source>Scores count down: lower is better.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="166" />
      <source>Seat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="73" />
      <location filename="../../gui/new_game_dialog.py" line="262" />
      <source>Seat {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="266" />
      <source>Seat {n} · with {names}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="164" />
      <source>Seats (clockwise; seat 1 sits at the bottom)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="179" />
      <source>Start</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="126" />
      <source>You</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="69" />
      <source>deals</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="69" />
      <source>deals won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="63" />
      <source>one of a level against the others at the level below</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="62" />
      <source>partners of a level against partners of the level below</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="68" />
      <source>score a deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="68" />
      <source>theirs</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="225" />
      <source>{game} has no computer player yet: computer seats play legal cards at random.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="75" />
      <source>{level} against {below}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="43" />
      <source>{level} against {below}: {mine} a deal to their {theirs}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="287" />
      <source>{name} (seat {n})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="213" />
      <source>{n} players</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>OptionsDialog</name>
    <message>
      <location filename="../../gui/options_dialog.py" line="126" />
      <source>Rules options</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/options_dialog.py" line="69" />
      <source>Rules options: {game}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Panels</name>
    <message>
      <location filename="../../gui/panels/choices.py" line="112" />
      <source>Bid {value}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/panels/choices.py" line="113" />
      <source>You may bid from {low} to {top}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/panels/choices.py" line="55" />
      <source>You may choose from {low} to {top}.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>RulesDialog</name>
    <message>
      <location filename="../../gui/rules_dialog.py" line="38" />
      <source>House rules in this match</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="52" />
      <source>In this match</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="61" />
      <source>Rules: {game}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="29" />
      <source>The rules of this game are not available.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="44" />
      <source>off</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="44" />
      <source>on</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="38" />
      <source>★ unlike the standard rules</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>ScoreSheet</name>
    <message>
      <location filename="../../gui/games/sheets.py" line="157" />
      <source>Bounced back from below 0: {total} → {score}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="53" />
      <source>Counts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="50" />
      <source>Deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="185" />
      <source>Deal {n} is over</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="50" />
      <source>Dealer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="195" />
      <source>How</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="56" />
      <source>Last trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="159" />
      <source>Never below 0: {total} → 0</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="30" />
      <source>No deal has been scored yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="146" />
      <source>No trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="59" />
      <source>No trick has been played in this deal yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="55" />
      <source>Notes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="140" />
      <source>Out of this deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="218" />
      <source>Place</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="191" />
      <location filename="../../gui/games/sheets.py" line="218" />
      <source>Player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="194" />
      <location filename="../../gui/games/sheets.py" line="218" />
      <source>Score</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="21" />
      <source>Score sheet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="58" />
      <source>Start</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="141" />
      <source>Stayed at home</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="218" />
      <source>Team</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="165" />
      <location filename="../../gui/games/sheets.py" line="193" />
      <source>This deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="78" />
      <source>Total</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="192" />
      <source>Tricks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="236" />
      <source>You win the match, down to {score}!</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="231" />
      <source>Your team wins the match, down to {score}!</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="187" />
      <source>counts ×{m}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="195" />
      <source>each trick takes one off; no trick puts {n} on</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="53" />
      <source>how many times the deal counted, and why</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="65" />
      <source>out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="51" />
      <source>total after the deal, and its change</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="132" />
      <source>trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="132" />
      <source>tricks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="205" />
      <source>wins the match</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="203" />
      <source>with {names}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="90" />
      <source>won by {names}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="238" />
      <source>{names} share the win, down to {score}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="232" />
      <source>{names} win the match, down to {score}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="237" />
      <source>{name} wins the match, down to {score}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SeatPlate</name>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="96" />
      <source>D</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="54" />
      <source>dealer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="135" />
      <source>sits out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="129" />
      <source>thinking…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="131" />
      <source>to play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="130" />
      <source>your turn</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <location filename="../../gui/settings_dialog.py" line="90" />
      <source>Allow Undo against computer players (Ctrl+Z takes back my last move)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="91" />
      <source>Allow Undo when several people play at this computer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="67" />
      <source>Animations</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="44" />
      <source>As the system</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="89" />
      <source>Ask before a new game replaces the running match</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="39" />
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Blue</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Brown</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="66" />
      <source>Card back</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="66" />
      <source>Cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="85" />
      <source>Declare marriages without asking</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Easy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Expert</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <source>Fast</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="37" />
      <source>French, four colours</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="37" />
      <source>French, two colours</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="38" />
      <source>German suits</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Green</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="41" />
      <source>Grey</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Hard</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="68" />
      <source>Language</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="88" />
      <source>Leave each finished trick on the table until I click</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Normal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <source>Off</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="84" />
      <source>One click plays a card (otherwise: click to choose, click again to play)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="72" />
      <source>Player 1</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="39" />
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Red</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="60" />
      <source>Settings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="87" />
      <source>Show my running count during the tricks (points or tricks so far)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <source>Slow</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="67" />
      <source>Sort suits</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="66" />
      <source>Table colour</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="86" />
      <source>Wait for a click after each deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="73" />
      <source>Your name</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="47" />
      <source>♠ ♣ ♦ ♥</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="46" />
      <source>♠ ♥ ♣ ♦ (colours alternate)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="46" />
      <source>♥ ♦ ♣ ♠</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>StartScreen</name>
    <message>
      <location filename="../../gui/start_screen.py" line="250" />
      <source>Card games of Central and Eastern Europe</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="293" />
      <source>Choose a game: a click starts it, Rules tells how it goes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="259" />
      <source>Continue</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="248" />
      <source>Kartln</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="314" />
      <source>Quit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="154" />
      <source>Rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="158" />
      <source>Rules: {game}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="313" />
      <source>Settings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="144" />
      <source>Start a new game of {game} (Enter)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="157" />
      <source>The rules of {game}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="72" />
      <source>{n} players</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Summary</name>
    <message>
      <location filename="../../gui/panels/summary.py" line="77" />
      <source>Main menu</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="78" />
      <source>New game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="33" />
      <source>Next deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="79" />
      <source>Rematch</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="39" />
      <source>Review the deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="37" />
      <location filename="../../gui/panels/summary.py" line="76" />
      <source>Score sheet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="70" />
      <source>The match is over.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Table</name>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="349" />
      <source> and </source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="347" />
      <source>(blind: counts double)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="50" />
      <source>1 trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="66" />
      <source>A new trump is turned: {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="313" />
      <source>A trump: take it on top, and another card is dealt here while your hand is short.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="310" />
      <source>A trump: take it on top, and another card is dealt here; or take it for your card, which goes out of play, and go on to the next place.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="28" />
      <source>Aces</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="145" />
      <source>After Muss everybody defends: Idem</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="75" />
      <source>Against General Rams: {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/schnalzen.py" line="35" />
      <source>All five tricks: {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/schnalzen.py" line="36" />
      <source>Another took all five tricks: {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="124" />
      <source>Before you look: Raub?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="78" />
      <source>Bid {value}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="106" />
      <source>Call General Rams?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="205" />
      <source>Click the card you lay away for it, or keep your hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="226" />
      <source>Click the cards to lay out, then confirm.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="349" />
      <source>Click the cards you lay away, then confirm. Enter confirms too.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="260" />
      <source>Click them in the order of their places: each shows its number, 1 for the first place. Then confirm; a card is dealt face up in front of each, and place by place you keep the better one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="345" />
      <source>Contract: {value} ({name})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="108" />
      <source>Deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="225" />
      <location filename="../../gui/games/generic.py" line="201" />
      <source>Deal {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="436" />
      <source>Deal {n}: {name} deals</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="291" />
      <source>Declare the marriage</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="290" />
      <source>Declare the marriage in {suit}?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="364" />
      <source>Declarer short of his bid of {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="166" />
      <source>Declarer short of his tricks</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/raub.py" line="87" />
      <source>Declarer: {name}, %n trick(s)</source>
      <translation type="unfinished">
        <numerusform />
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="115" />
      <location filename="../../gui/games/mulatschak.py" line="186" />
      <source>Declarer: {name}, {bid}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="86" />
      <source>Double</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="363" />
      <source>Double the deal?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="279" />
      <source>Drag the card onto the pile to discard it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="274" />
      <source>Drag the card onto the player who should get it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="140" />
      <source>Draw from the stock: lay away the cards you change</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="122" />
      <location filename="../../gui/games/text.py" line="82" />
      <source>Drop out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="233" />
      <source>Drops</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="59" />
      <source>Exchange 1 card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="345" />
      <source>Exchange cards with the talon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="259" />
      <source>Exchange on sight: lay out the cards you would change</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/zwanzig.py" line="36" />
      <source>Exchange up to three cards with the stock</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="65" />
      <source>Exchange up to three cards with the talon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="64" />
      <source>Exchange up to two cards with the talon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="325" />
      <source>Exchange with the stock: lay away the cards you change</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="92" />
      <source>Exchange {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="59" />
      <source>Exchange {n} cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="88" />
      <source>Fewer than two play: the deal is not played</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="85" />
      <source>From</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="128" />
      <source>From {start} down to 0</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="27" />
      <source>General Rams</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="75" />
      <source>General Rams lost: {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="71" />
      <source>General Rams made by another: {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="71" />
      <source>General Rams made: {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="95" />
      <source>General Rams!</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="90" />
      <source>General Rams: {name}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="96" />
      <location filename="../../gui/games/mulatschak.py" line="189" />
      <source>High bid: {bid} ({name})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="331" />
      <source>High bid: {value} ({name})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="237" />
      <source>Hold</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="293" />
      <source>Hold: you take the bid of {bid} yourself.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="46" />
      <location filename="../../gui/games/raub.py" line="113" />
      <source>I lead</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="35" />
      <location filename="../../gui/games/raub.py" line="115" />
      <source>Idem</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="146" />
      <source>Idem or Nejdem: do you defend against the declarer?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/schnalzen.py" line="44" />
      <source>Joker (WELI)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="291" />
      <source>Just play the card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="240" />
      <source>Keep mine</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="58" />
      <location filename="../../gui/games/text.py" line="91" />
      <source>Keep my cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="263" />
      <location filename="../../gui/games/rams_family.py" line="207" />
      <source>Keep my hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="248" />
      <source>Keep your cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="27" />
      <source>Kings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="249" />
      <source>Lay out {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="263" />
      <source>Lay out {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="201" />
      <source>Leave it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="54" />
      <location filename="../../gui/games/mulatschak.py" line="236" />
      <source>Mulatschak</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="358" />
      <source>Mulatschak failed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="361" />
      <source>Mulatschak made</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="295" />
      <source>Mulatschak: all five tricks without exchanging.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="110" />
      <source>Muss</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="130" />
      <source>Muss becomes possible once a player is at 9 or lower.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="123" />
      <source>Muss makes you declarer without seeing a card; nobody may drop.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="54" />
      <source>Mönch</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="361" />
      <source>Name the trump suit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="36" />
      <location filename="../../gui/games/raub.py" line="40" />
      <location filename="../../gui/games/raub.py" line="79" />
      <source>Nejdem</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="114" />
      <source>New trump</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="105" />
      <location filename="../../gui/games/raub.py" line="135" />
      <source>No</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="352" />
      <source>No card is left to draw: confirm to keep your cards.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="266" />
      <source>No king, ober or unter: throw in a whiteout?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/marriage_notice.py" line="39" />
      <source>No marriage yet: you may declare one only once you have taken a trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/table/decor.py" line="291" />
      <source>No trump</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="53" />
      <source>No trumps</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="26" />
      <source>Obers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="241" />
      <location filename="../../gui/games/mulatschak.py" line="289" />
      <location filename="../../gui/games/ramsen.py" line="22" />
      <source>Pass</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="109" />
      <source>Pass the deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="306" />
      <source>Place {p} of {k}: the {up} or your {mine}?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="241" />
      <location filename="../../gui/games/text.py" line="80" />
      <source>Play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="265" />
      <source>Play on</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="359" />
      <source>Play this deal or drop out?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="232" />
      <source>Play this deal or {choice}?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="116" />
      <source>Play with your hand or take the widow?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="115" />
      <source>Play, take the widow or drop out?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="232" />
      <source>Plays</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="269" />
      <source>Put the card in the middle of the table to play it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="111" />
      <source>Raub</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="125" />
      <source>Raub: you are declarer and need two tricks (Stih on a seven: one).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="88" />
      <source>Redouble</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="159" />
      <location filename="../../gui/games/raub.py" line="173" />
      <source>Refa</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="71" />
      <source>Refa: the cards are thrown in; the next scored deal counts double</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="90" />
      <location filename="../../gui/games/raub.py" line="153" />
      <source>Refa: {lines}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="173" />
      <location filename="../../gui/games/schnalzen.py" line="26" />
      <source>Stay at home</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="100" />
      <source>Stays at home</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="112" />
      <source>Stih</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="48" />
      <source>Strikers: the {rank}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="238" />
      <location filename="../../gui/games/rams_family.py" line="178" />
      <source>Take it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="239" />
      <source>Take it for mine</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="316" />
      <source>Take it on top</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="185" />
      <source>Take the trump card for {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="204" />
      <source>Take the trump card, the {card}?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="97" />
      <source>Take the widow</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="54" />
      <source>The bottom card of the cut is the {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="199" />
      <source>The bottom card of the cut is the {card}. Take it?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="315" />
      <source>The card you do not take goes out of play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="126" />
      <source>The declarer must take two of the four tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="359" />
      <source>The declarer's Mulatschak failed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="65" />
      <source>The first suit keeps the turned-up trumps; another shows that you hold the Mönch.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="291" />
      <source>The highest bidder names trumps and exchanges on sight; short of the bid: 10 on.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="268" />
      <source>The same dealer deals again and the next scored deal counts double.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="123" />
      <source>The widow replaces your whole hand unseen: your cards are laid away, you take its {n} cards without looking at them first, and you play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="214" />
      <source>The {talon} has 1 card left.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="214" />
      <source>The {talon} has {n} cards left.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="133" />
      <source>This deal counts ×{m}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="281" />
      <source>This is not the moment to play a card.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="60" />
      <source>To exactly 0: a total that would go below 0 bounces back up by the excess</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="86" />
      <source>Tokens: from {n} down to 0</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="47" />
      <source>Took it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="29" />
      <source>Took the widow</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="269" />
      <location filename="../../gui/games/generic.py" line="204" />
      <source>Trick {n} of {total}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="322" />
      <location filename="../../gui/games/generic.py" line="443" />
      <source>Turned up: {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="25" />
      <source>Unters</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/schnalzen.py" line="39" />
      <source>WELI</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="178" />
      <source>Weli</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="235" />
      <source>Whiteout</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="336" />
      <source>Whiteout: next deal ×{m}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="192" />
      <source>Whiteout: the next scored deal counts ×{m}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="87" />
      <source>Whiteout: you throw the cards in; the next scored deal counts ×{m}</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/rams.py" line="88" />
      <source>Widow: %n card(s) face down</source>
      <translation type="unfinished">
        <numerusform />
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="126" />
      <source>Will you lead?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/zwanzig.py" line="26" />
      <source>You announce: name the trump suit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="116" />
      <source>You are declarer: {bid}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="98" />
      <source>You bid Mulatschak: all five tricks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="36" />
      <source>You call General Rams: take all five tricks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="129" />
      <source>You deal: deal, or pass the deal (a Refa)?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="122" />
      <source>You deal: deal, pass the deal (a Refa), or say Muss?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="446" />
      <source>You declare the marriage in {suit}: +{points}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="387" />
      <source>You double: the deal counts ×{factor}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="357" />
      <source>You drop out of this deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="408" />
      <source>You exchange one card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="410" />
      <source>You exchange {n} cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="230" />
      <source>You exchanged, so you play this deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="423" />
      <source>You give a card to {receiver}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="43" />
      <source>You hold a Fliege: five of a suit win the deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="60" />
      <source>You hold the Mönch: name the trump suit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="107" />
      <source>You hold: {bid}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="164" />
      <source>You keep your card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="395" />
      <source>You keep your cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="124" />
      <source>You keep your hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="134" />
      <source>You lay out {n} to exchange on sight</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="353" />
      <source>You may change 1 card.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="353" />
      <source>You may change up to {n} cards.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="108" />
      <source>You must then take all five tricks; everybody plays.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="379" />
      <source>You name {suit} as trumps</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="321" />
      <source>You play this deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="377" />
      <source>You play without trumps</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="346" />
      <source>You play {value}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="59" />
      <source>You played the Mönch: name the trumps from the next trick on</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="38" />
      <source>You say Nejdem</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="96" />
      <source>You stay at home</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="67" />
      <source>You take the cut card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="81" />
      <source>You take the trump card, the {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="55" />
      <source>You take the widow</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="156" />
      <source>You take the {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="200" />
      <source>You then get one card fewer in the first packet and may not exchange.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="405" />
      <source>You took the trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="402" />
      <source>You took the trick: {points} points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="365" />
      <source>Your bid</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="282" />
      <source>Your bid: how many tricks will you take?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="279" />
      <source>Your bid: {name} bid {bid}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="366" />
      <source>Your choice</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="315" />
      <source>Your tricks: {won}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="314" />
      <source>Your tricks: {won} ({needs} needed)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="174" />
      <location filename="../../gui/games/rams_family.py" line="98" />
      <location filename="../../gui/games/schnalzen.py" line="27" />
      <source>at home</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="158" />
      <source>card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="339" />
      <source>declarer: one off a trick when he makes his bid, else 10 on; Mulatschak: 10 off, or 10 on and 10 off for the others; the others: one off a trick, else 5 on; at home: 1 on</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="156" />
      <source>declarer: one off a trick when he takes his tricks, else 4 on; a defender: one off a trick, else 2 on; Nejdem: nothing</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="45" />
      <source>down to 0</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="359" />
      <location filename="../../gui/games/generic.py" line="178" />
      <location filename="../../gui/games/rams_family.py" line="123" />
      <source>dropped out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="22" />
      <source>eights</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="225" />
      <source>golden round</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="81" />
      <source>hold {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="27" />
      <source>leads</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="23" />
      <source>nines</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="31" />
      <source>passed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="435" />
      <source>pile</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="30" />
      <source>says Muss</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="28" />
      <source>says Raub</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="29" />
      <source>says Stih</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="21" />
      <source>sevens</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="20" />
      <source>sixes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="175" />
      <location filename="../../gui/games/raub.py" line="81" />
      <location filename="../../gui/games/zwanzig.py" line="21" />
      <source>stock</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="54" />
      <source>striker</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="124" />
      <source>talon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="24" />
      <source>tens</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="45" />
      <source>to exactly 0</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="267" />
      <location filename="../../gui/games/generic.py" line="186" />
      <source>trump</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="316" />
      <location filename="../../gui/games/generic.py" line="198" />
      <location filename="../../gui/games/rams_family.py" line="156" />
      <source>trump card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/table/decor.py" line="40" />
      <source>turned up: {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="348" />
      <source>whiteout</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="82" />
      <source>widow</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="170" />
      <source>with {names}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="223" />
      <source>{choice} costs {n} at once.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="427" />
      <location filename="../../gui/games/generic.py" line="451" />
      <source>{giver} gives a card to {receiver}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="425" />
      <source>{giver} gives you a card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/zwanzig.py" line="31" />
      <source>{hearts} count double; with {diamonds} trumps nobody may drop.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="98" />
      <source>{name} bids Mulatschak!</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="373" />
      <source>{name} bids {bid}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="419" />
      <source>{name} bids {value}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="129" />
      <source>{name} calls General Rams</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="37" />
      <source>{name} calls General Rams: everybody plays</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="440" />
      <source>{name} declares the marriage in {suit} ({points})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="447" />
      <source>{name} declares the marriage in {suit}: +{points}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="388" />
      <location filename="../../gui/games/generic.py" line="432" />
      <source>{name} doubles: the deal counts ×{factor}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="358" />
      <source>{name} drops out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="408" />
      <source>{name} exchanges one card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="410" />
      <location filename="../../gui/games/generic.py" line="449" />
      <source>{name} exchanges {n} cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="371" />
      <source>{name} holds {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="107" />
      <source>{name} holds: {bid}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="116" />
      <source>{name} is declarer: {bid}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="55" />
      <source>{name} is shown the bottom card of the cut: the {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="164" />
      <source>{name} keeps his own card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="395" />
      <location filename="../../gui/games/generic.py" line="448" />
      <source>{name} keeps the cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="124" />
      <source>{name} keeps the hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="135" />
      <source>{name} lays out {n} to exchange on sight</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="58" />
      <source>{name} looks at the bottom card of the cut</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="455" />
      <source>{name} names trumps: {suit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="379" />
      <source>{name} names {suit} as trumps</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="421" />
      <source>{name} passes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="377" />
      <source>{name} plays without trumps</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="438" />
      <source>{name} plays {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="411" />
      <source>{name} plays {card} and declares the marriage ({points})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="346" />
      <location filename="../../gui/games/generic.py" line="434" />
      <source>{name} plays {value}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="39" />
      <source>{name} says Nejdem</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="70" />
      <source>{name} shows a Fliege</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="44" />
      <source>{name} shows a Fliege: five of a suit win the deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="97" />
      <source>{name} stays at home</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="67" />
      <location filename="../../gui/games/rams_family.py" line="293" />
      <source>{name} takes the cut card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="426" />
      <source>{name} takes the trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="424" />
      <source>{name} takes the trick ({points} points)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="291" />
      <source>{name} takes the trump card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="82" />
      <source>{name} takes the trump card, the {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="55" />
      <location filename="../../gui/games/rams.py" line="131" />
      <source>{name} takes the widow</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="156" />
      <source>{name} takes the {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="406" />
      <source>{name} took the trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="403" />
      <source>{name} took the trick: {points} points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="171" />
      <source>{name} {how}</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/raub.py" line="53" />
      <source>{name} {how}: %n trick(s) to take</source>
      <translation type="unfinished">
        <numerusform />
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="369" />
      <source>{name}: whiteout</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="88" />
      <source>{name}: whiteout! The cards are thrown in; the next scored deal counts ×{m}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="430" />
      <source>{name}: {word}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="50" />
      <source>{n} tricks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="348" />
      <source>{n} whiteouts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="456" />
      <location filename="../../gui/games/generic.py" line="445" />
      <source>{suit} is trump</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/rams_family.py" line="130" />
      <source>{talon}: %n card(s)</source>
      <translation type="unfinished">
        <numerusform />
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="229" />
      <source>{value} blind</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>TakenPile</name>
    <message numerus="yes">
      <location filename="../../gui/table/seat_plate.py" line="229" />
      <source>%n trick(s) taken</source>
      <translation type="unfinished">
        <numerusform />
      </translation>
    </message>
  </context>
  <context>
    <name>Thousand</name>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="187" />
      <source>A nine at the bottom three times: you lose {points}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="188" />
      <source>A nine at the bottom three times: {name} loses {points}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="175" />
      <source>A nine at the bottom: you cut again</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="176" />
      <source>A nine at the bottom: {name} cuts again</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="166" />
      <source>Aces {points}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="148" />
      <location filename="../../gui/games/thousand_view.py" line="247" />
      <source>Contract: {value} ({name})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="138" />
      <source>Deal {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="106" />
      <source>Declare the Aces</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="105" />
      <source>Declare the four Aces as a marriage (+{points})?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="115" />
      <source>Declare the marriage</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="113" />
      <source>Declare the marriage in {suit} (+{points}) and make {suit} trump?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="144" />
      <source>High bid: {value} ({name})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="106" />
      <location filename="../../gui/games/thousand.py" line="115" />
      <source>Just play the card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="41" />
      <source>Marriages: {values},</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="74" />
      <location filename="../../gui/games/thousand_view.py" line="170" />
      <location filename="../../gui/games/thousand_view.py" line="256" />
      <source>No trump</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="146" />
      <source>Opening bid: 100</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="61" />
      <source>Pass</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="151" />
      <source>Trick {n} of {total}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="269" />
      <source>You concede the deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="262" />
      <source>You declare the four Aces: +{points}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="199" />
      <source>You demand a new deal: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="254" />
      <source>You play for {value}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="251" />
      <source>You raise the contract to {value}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="277" />
      <source>You take the pile: {points} points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="145" />
      <source>Your points: {points}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="144" />
      <source>Your points: {points} of {contract}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="45" />
      <source>barrel {n}/3</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="47" />
      <source>bolts {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="39" />
      <source>four Aces {value}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="284" />
      <source>four nines</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="286" />
      <source>four nines after giving</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="140" />
      <source>golden round</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="285" />
      <source>nines in the stock</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="134" />
      <source>pile</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="92" />
      <location filename="../../gui/games/thousand_view.py" line="108" />
      <source>stock</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="116" />
      <source>stock {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="170" />
      <source>trump</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="269" />
      <source>{name} concedes the deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="263" />
      <source>{name} declares the four Aces: +{points}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="199" />
      <source>{name} demands a new deal: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="254" />
      <source>{name} plays for {value}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="251" />
      <source>{name} raises the contract to {value}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="277" />
      <source>{name} takes the pile: {points} points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="52" />
      <source>{value} blind</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>ThousandPanels</name>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="72" />
      <source>A blind bid is made without looking; a blind winner's result counts double.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="37" />
      <source>A blind bid may not go above 120.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="44" />
      <source>Above 120 you need a marriage (King and Queen of one suit) in your hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="43" />
      <source>Above 120 you need a marriage (King and Queen of one suit, or all four Aces) in your hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="128" />
      <source>Announce your contract</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="57" />
      <source>Auction: {name} bids {value}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="64" />
      <source>Bid {value} blind</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="146" />
      <source>Choose a stock</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="156" />
      <source>Click a card to discard it, or drag it onto the pile.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="117" />
      <source>Click a card, then click it again to give it; or drag it onto the player.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="164" />
      <source>Concede the deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="86" />
      <source>Demand a new deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="155" />
      <source>Discard two cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="103" />
      <source>Give a card to {name}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="105" />
      <source>Give one card to each opponent</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="165" />
      <source>Give up this deal: each opponent scores 60; every third concession costs your contract.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="87" />
      <source>Keep these cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="68" />
      <source>Look at my cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="70" />
      <source>Pass</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="131" />
      <location filename="../../gui/games/thousand_panels.py" line="135" />
      <source>Play {value}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="148" />
      <source>Take stock {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="136" />
      <source>The contract may be from {low} to {top}: it is never lowered.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="109" />
      <source>The next card goes to:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="79" />
      <source>The stock holds two or more nines.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="41" />
      <source>With the marriages in your hand you may go up to {top}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="133" />
      <location filename="../../gui/games/thousand_panels.py" line="141" />
      <source>Without a marriage in your hand the contract cannot go above 120.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="59" />
      <source>Without a marriage in your hand you can bid up to 120.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="78" />
      <source>You hold all four nines.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="65" />
      <source>You may bid from {low} to {top}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="83" />
      <source>You may demand a new deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="139" />
      <source>You may raise the contract to {top}; it is never lowered.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="80" />
      <source>You now hold all four nines.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="55" />
      <source>You open the auction</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="39" />
      <source>{top} is the highest bid: all card points and every marriage.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>ThousandSheet</name>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="34" />
      <source>555: back to 0</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="211" />
      <source>Arrived on the barrel: {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="141" />
      <source>Card points {cards} + marriage {m} = {total}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="140" />
      <source>Card points {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="150" />
      <source>Conceded, the {nth} time</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="68" />
      <source>Contract</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="159" />
      <source>Contract {c} made</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="159" />
      <source>Contract {c} missed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="66" />
      <source>Deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="67" />
      <source>Declarer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="218" />
      <source>Exactly 555: back to 0</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="213" />
      <source>Fell from the barrel: {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="252" />
      <source>How</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="214" />
      <source>Knocked off the barrel: {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="216" />
      <source>Made it on the barrel: {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="209" />
      <source>No trick: {nth} bolt</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="158" />
      <source>On the barrel a contract under {n} does not count</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="212" />
      <source>On the barrel: attempt {n}/3</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="217" />
      <source>Past 1000: {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="278" />
      <source>Place</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="249" />
      <location filename="../../gui/games/thousand_sheet.py" line="278" />
      <source>Player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="69" />
      <source>Result</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="251" />
      <location filename="../../gui/games/thousand_sheet.py" line="278" />
      <source>Score</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="191" />
      <source>Sits out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="190" />
      <source>Sits out; the stock: {points}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="171" />
      <source>The declarer conceded: {points}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="170" />
      <source>The declarer conceded; on the barrel nothing counts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="210" />
      <source>Third bolt: {points}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="215" />
      <source>Third fall: back to 0</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="250" />
      <source>This deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="88" />
      <source>Total</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="269" />
      <source>You win the match with {score} points!</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="27" />
      <location filename="../../gui/games/thousand_sheet.py" line="93" />
      <source>barrel {n}/3</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="57" />
      <source>blind</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="24" />
      <source>bolt</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="95" />
      <source>bolts {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="252" />
      <source>card points and marriages, rounding, the contract, bolts and the barrel</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="53" />
      <source>conceded</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="33" />
      <source>conceded ({n})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="154" />
      <source>costs the contract {points}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="256" />
      <source>declarer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="54" />
      <source>failed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="155" />
      <source>free</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="59" />
      <source>golden</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="29" />
      <source>knocked off the barrel</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="54" />
      <source>made</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="43" />
      <source>new deal: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="173" />
      <source>not counted on the barrel</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="28" />
      <source>off the barrel</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="26" />
      <source>on the barrel</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="181" />
      <source>rounded {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="70" />
      <source>running total, change and marks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="30" />
      <source>third fall: back to 0</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="25" />
      <source>three bolts {points}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="45" />
      <source>void: a nine at the bottom three times</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="31" />
      <location filename="../../gui/games/thousand_sheet.py" line="32" />
      <source>wins</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="272" />
      <source>{names} win the match</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="243" />
      <source>{name} conceded the contract of {contract}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="247" />
      <source>{name} played {contract} and failed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="245" />
      <source>{name} played {contract} and made it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="271" />
      <source>{name} wins the match with {score} points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="24" />
      <source>{n} bolts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="129" />
      <source>×2 blind</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="131" />
      <source>×2 golden round</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>games</name>
    <message>
      <source>Bauernschnapsen</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bohemian Watten</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Fünf dazu!</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Mulatschak</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Mönch</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Rams</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ramsen</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Raub</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Schnalzen</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Thousand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Zwanzig</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>hints</name>
    <message>
      <source>A higher card of your marriage's suit is out: cash your likely winners first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Against a Bettler, lead low in a suit the declarer may hold: he may have to go over.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Against a Bettler, play your highest card that does not take the trick: keep low ones to lead.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Against a Schnapser, lead your cheapest card: each point brings the declarer nearer 66.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>An opponent is winning: take the trick with your cheapest card likely to keep it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>An opponent on the barrel would win the match with this auction: outbid him.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Any of these does about as well.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Both stocks are unseen, so either is as good.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Call all five only with five near-certain tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Counting out the last tricks, this card does best.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cut rather than knock: forehand then chooses trumps from three cards, not five.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Declare your marriage while you may: the most valuable one first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Discard your cheapest cards: never half of a marriage, never an ace.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Four nines make a weak hand: ask for a new deal.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Fresh cards promise more than your weakest ones.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Give away the card worth least: taking this trick is out of reach or does not pay.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Give away your cheapest cards: never half of a marriage, never an ace.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Go for this trick with your cheapest card that beats the cards played so far.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In a Bettler, every card you may play beats the trick: play your lowest.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In a Bettler, lead your lowest card.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In a Bettler, play your highest card that does not take the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In deals played out from what you can see, losing this card hurts your contract least.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In deals played out from what you can see, this exchange pays best.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In deals played out from what you can see, this pays best.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>It is the only card you may play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>It is the only move you may make.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead your highest card: it has the best chance of taking the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead your marriage: it counts 20 or 40 at once.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Led, this card takes the trick more often than not.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Look at your cards before you bid.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Muss, said blind, pays only when you are close to winning.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No lead is worth more: give up the lead as cheaply as possible.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No suit stands out in your three cards: let a turned-up card decide.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Nobody after you can beat this card: it takes the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Nobody can beat the other defender's card: give him the most points.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Nobody can beat this card: it takes the trick and keeps its points from the declarer.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Nobody can beat this card: it takes the trick and keeps you the lead.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Nobody can beat this card: it takes the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Nobody can beat your partner's card: add the most points to it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>None of your cards is weak enough to lay out.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Nothing here promises enough: play on without raising the stakes.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Nothing is likely to win: lead the card least useful later and make the others spend high cards.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Nothing speaks for another choice.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Nothing to win here: play your lowest card.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>On the barrel only a contract above 120 counts, and your hand can make one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>On the barrel only a contract above 120 counts, and your hand is not good for one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Only a trump can beat this card, and nobody is likely to trump it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Playing this hand does not pay: sit the deal out.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Playing this hand promises more than sitting the deal out.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Raub is said without looking at your cards: too risky.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Take the trump for your card: on top it would cost a better card at a later place.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Taking this trick is unlikely or not worth it: play the card that costs least.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The card on sight is a trump or better than yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The contract has little chance: giving the deal up costs less.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The cut card is not strong enough whatever the trumps will be.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The cut card is strong whatever the trumps will be.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The declarer could beat the other defender: take over with a card he likely cannot beat.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The declarer plays after you: follow low, so he may have to go over.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The first hand must open the auction with 100.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The other defender is void in this suit and may trump it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The other defender likely takes this trick: give him the most points.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The trump card would not make your hand clearly better.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>These cards are unlikely to take a trick: lay them out, the best of them first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>This announcement cannot fail.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>This card takes the trick more often than not.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>This contract has the best expected score for your hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>This trick makes your contract, and nobody can beat this card.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>This trick makes your contract, and nobody is likely to beat this card.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Two nines in the stock leave your hand short of the contract: ask for a new deal.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Winning the auction at this bid is worth more to your hand than passing.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>With all four aces, declare them: they count 200.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You are close to winning, and Stih needs only one trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You are close to winning: Muss makes you declarer at once.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You are far behind a player close to winning: gamble on a blind bid.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You can beat: this is your highest card that does.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You cannot take this trick: follow low and keep your high cards.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You cannot take this trick: throw the card least likely to take one later.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You have no trick yet and few cards left: lead the card most likely to win.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You have no trick yet: this card has the best chance of taking one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You hold most cards and points in this suit.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You hold the highest trump and more: draw the defenders' trumps first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You must play this deal.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You play last: this is your lowest card that takes the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your cards are good enough to keep.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your cards have little hope of keeping this trick: beat it low, keep the high cards.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your hand does not promise enough tricks to be declarer.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your hand does not promise more: keep the contract you won.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your hand does not promise two tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your hand is clearly better with the trump card instead of your weakest card.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your hand is not worth a higher bid.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your hand is weak under these trumps: turn a new trump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your hand is weak: an unseen hand promises more.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your hand may still take tricks: keep it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your hand promises more than fresh cards would.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your hand promises most with this suit as trumps.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your hand promises next to nothing under any trumps: throw it in.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your hand promises this many tricks with a margin to spare.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your hand promises two tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your hand takes all five tricks almost surely, without exchanging.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your hand takes all five tricks almost surely.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your highest card has the best chance of taking the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your own card has the better chance.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>rules</name>
    <message>
      <source>+10 (as in the rule text)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>+10 besides his tricks (−1 each, +5 for none)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>9♦, 7♦ and Q♣ stay permanent trumps below the trump ace; off: the Mönch is the only one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A 10 K Q J 9 8 7 (as in Zwanzig), or the plain A K Q J 10 9 8 7.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A 10 K Q J 9 8 7, or the plain A K Q J 10 9 8 7.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A Joker</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A bid above 120 is allowed only with a King and Queen of one suit in hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A deal in which everybody says Nejdem is scored and doubled by a pending Refa.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A deal without defenders uses a Refa</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A dealer who took the turned-up trump card has exchanged and must play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A defender who holds all four nines after the declarer gives cards may demand a new deal.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A defender without a trick gets a bolt; three bolts cost 120.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A failed bid</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A nine at the bottom after the cut means cutting again; the third time in a row costs the cutter 120 and the deal is void.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A pass is final</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A player below the barrel whose score passes 1000 wins at once.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A player dealt all four nines may demand a new deal.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A player may bid to take no trick at all (otherwise bids start at one).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A player reaching this score sits on the barrel and must win from there.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A player who can win the trick with a card he may play must do so.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A player who follows suit must play a card that beats the highest card of the suit so far, if he has one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A player who passed may not announce later in the auction (§11 #4).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A player who took the cut card may not pass.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A player whose score is exactly 555 after a deal falls to 0.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A player without king, ober and unter may throw the cards in; the same dealer deals again and the next scored deal counts double.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A random one of the two</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A seven turned up as the trump card always makes the dealer declarer needing one trick (otherwise he may say Stih).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A turned seven is Stih</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A whiteout hand must hold no ace either.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ace marriage</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ace–ten: A 10 K Q J 9 8 7</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>After Raub, Stih or Muss the dealer must take the trump card (otherwise he may).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>After taking the stock and before giving (or discarding) a card, the declarer may give up the deal: each opponent scores 60. The declarer's first two concessions of the match are free; every third one costs him his contract.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>All four Aces held together are a marriage worth 200, declared like a marriage by leading one of them after taking a trick. It does not change the trump; it counts as a marriage for bids and raises above 120.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>An ace prevents a whiteout</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>As printed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>At the end of the deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>At the trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Austrian, German-suited</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Austrian: Weli second highest, an ace prevents a whiteout</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Barrel at</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Barrel: fine after three deals</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Barrel: fine when knocked off</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Before play or pass</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bettler value</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Between two strikers other than the right one the first played wins, or the suit decides (♥ &gt; ♦ &gt; ♣ &gt; ♠).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bid step</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bid zero tricks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bidding</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bids above 120 need a marriage</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bids and raises go up in steps of this size.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Blind bidding</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bolts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>By internal suit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>By suit: ♥ ♦ ♣ ♠</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>By the suit as printed in the pack (French ♣ 60 / ♠ 40, German Grün 60 / Eichel 40), or by the internal suit (German Eichel 60 / Grün 40).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cap bids by held marriages</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Card order</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Card pack</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Conceding the contract</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Count down from 24</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Criticals</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Dealer must take the trump card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Declarer's partner sits out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Defenders round to</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Defenders' points are rounded to this multiple.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Diamonds: everybody plays</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Dump truck at 555</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Each player may exchange up to five cards while the talon lasts, or the whole table only five cards together (the dealer's swap with the trump card does not count).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Equal strikers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Everyone, the declarer too</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Exactly 0</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Exchange limit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Falling off the barrel for the third time resets the score to 0.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>First lead</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Five cards for the whole table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Five cards of one suit (the Mönch counts as any suit) win the deal as five tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Fliege</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Follow and head, else trump and overtrump (Farb- und Stichzwang)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Follow suit, else trump, else any card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Following</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Forehand in every trump contract, the declarer in the others</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Forehand in the normal game and the Kontra contracts, else the declarer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Forehand may name only a suit of which he holds a card (§11 #1); off: any suit.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Forehand only</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Forehand or his partner</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Forehand picks one of the two</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Forehand turns up one of his two undealt cards as trump: he picks which (blind), or the deal picks (§11 #2).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Forehand's partner only</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Four nines only as dealt</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Four players in two partnerships, partners sitting opposite.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Four players, each for himself.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Four players: dealer scores the stock</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>French</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>French or German suits. The pack decides which suit's marriage is worth 60 and which 40.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>From this deal on hearts are always trumps and nobody announces (0: never).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Game points of a Bettler (§11 #14).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>German</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Golden round</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Golden round and blind bids</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Head in contracts, not in the normal game; trump only to win</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hearts from deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In every contract but the normal game the declarer plays alone; off: his partner plays with him and the contract's goal is the team's (§11 #9).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Its holder may name any suit as trumps before the play-or-pass round, or when he plays the Mönch (from the next trick on), or not at all.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Keep Ramsen's permanent trumps</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Knocking</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Kontra, Re and Sub</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lowest trump</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Marriage values</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Maxi (K♥), Belli (7♦) and Spitz (7♣) are the three highest trumps; the cutter may take a Critical seen at the bottom of the cut.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Must win when following</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Mönch names trumps</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Never</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Nine at the bottom</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No exchange at 3 or less</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Nobody may drop when diamonds are trumps.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>One round</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>One round of bids, or rounds until all but the highest bidder have passed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Only the lowest wins</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Plain: A K Q J 10 9 8 7</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play out Herrengang and Herrenschnapser</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Players may bid up to 120 before looking at their cards; a blind winner's result counts double.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Points lost by a barrel player pushed off by a newcomer.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Points lost by a barrel player who fails to win in three deals.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Polish (Tysiąc)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Raise after the stock</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Rank of the Weli</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Re-deal after giving</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Re-deal on four nines</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Re-deal on nines in the stock</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Russian (standard)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Schleken</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Schleken obliges play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Second highest trump</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Short: five tokens</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Shorter: seven tokens</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Standard (as in the rule text)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Standard: ten tokens</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Tavern rules: Farb- und Stichzwang, knocking allowed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Teams start at 24 and subtract their game points; first to 0 wins (§11 #16).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The WELI in a French pack</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The WELI in a French pack: the six of diamonds, or a Joker. It plays the same either way; a German pack shows the Schellen-6.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The Weli is a permanent trump: the lowest one (as in the rule text), or the second highest, just below the trump ace (as in Austria).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The announcer may name a suit he holds no card of.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The cutter may knock instead of cutting: all five cards are dealt at once (§11 #3).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The cutter sees the bottom card of the cut and may take it into his hand; he then gets one card fewer in the first packet and may not exchange.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The declarer always (forehand in the normal game)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The declarer may demand a new deal when the stock holds two or more nines.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The declarer may raise the contract after taking the stock.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The first circle of deals has no auction: first hand plays 120 and every score of those deals is doubled.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The first played</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The four-nines demand counts only for nines held in the dealt hand, never after cards are given.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The highest bid is 120 plus the marriages held (else 400).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The match ends at the trick that takes a player's last token, or the deal is finished and scored and the fewest tokens win (equal counts are joint winners).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The opponents may double, and so on (§6, §11 #15).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The other players only</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The sitting-out dealer scores the stock's card points and any marriage in it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The six of diamonds (6♦)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The winner</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The winner must reach exactly 0: a deal that goes below 0 bounces back up; otherwise 0 or less wins and the lowest score wins.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>These contracts cannot fail and are scored without play; on: they are played out (§4).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Third fall resets to zero</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Three players; two players use two stocks; with four the dealer sits out.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Three to five players, each for himself (four is usual).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Three to five players, each for himself.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Tokens</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Tokens each player starts with (the rule text names ten, seven or five); the first to get rid of his last token wins.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Trump from forehand's cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Trump swap obliges play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Trumps without holding them</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Turning up a trump</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Two to five players, each for himself, and a widow hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Two to four players, each for himself.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Until all others pass</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Up to five cards each</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Weli at the cut</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>What a declarer who took fewer tricks than he bid scores.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>When several players reach 0 or less, only the lowest score wins (otherwise all of them win together).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>When the Mönch is played</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>When the cutter finds the Weli at the bottom of the cut he may take it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Whiteout</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Who may announce a Bauernschnapser</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Who may not exchange with 3 points or less.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Win above 1000 without the barrel</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>§11 #10: who leads the first trick of a contract.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>§11 #5.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>§7, §11 #11.</source>
      <translation type="unfinished" />
    </message>
  </context>
</TS>
