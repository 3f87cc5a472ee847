<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
  <context>
    <name>Bauernschnapsen</name>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="248" />
      <source>Declare the marriage</source>
      <translation>Zamelduj</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="246" />
      <source>Declare the marriage in {suit} (+{points})?</source>
      <translation>Zameldować meldunek {suit} (+{points})?</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="56" />
      <source>First trick: {names}</source>
      <translation>Pierwsza lewa: {names}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="117" />
      <source>Highest: {contract} ({name})</source>
      <translation>Najwyższa: {contract} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="248" />
      <source>Just play the card</source>
      <translation>Po prostu zagraj kartę</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="136" />
      <source>Nobody announced: you lead the normal game</source>
      <translation>Nikt nie zapowiedział: wychodzisz w grze zwykłej</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="137" />
      <source>Nobody announced: {name}'s team plays the normal game</source>
      <translation>Nikt nie zapowiedział: drużyna gracza {name} gra grę zwykłą</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="281" />
      <source>Turned up: {card}</source>
      <translation>Odkryta: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="119" />
      <source>You announce a {contract}</source>
      <translation>Zapowiadasz: {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="109" />
      <source>You knock: everybody gets five cards at once</source>
      <translation>Pukasz: każdy dostaje od razu pięć kart</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="154" />
      <source>You lay your cards open</source>
      <translation>Odkrywasz swoje karty</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="133" />
      <source>You play a {contract} alone</source>
      <translation>Grasz sam: {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="145" />
      <source>You say {word}: the deal counts ×{factor}</source>
      <translation>Mówisz {word}: rozdanie liczy się ×{factor}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="223" />
      <source>Your team's tricks: {n}</source>
      <translation>Lewy twojej drużyny: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="224" />
      <location filename="../../gui/games/bauernschnapsen.py" line="230" />
      <source>Your team: {points} of 66</source>
      <translation>Twoja drużyna: {points} z 66</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="196" />
      <source>declarer</source>
      <translation>grający</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="196" />
      <location filename="../../gui/games/bauernschnapsen.py" line="198" />
      <source>forehand</source>
      <translation>pierwsza ręka</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="131" />
      <location filename="../../gui/games/bauernschnapsen.py" line="189" />
      <source>sits out</source>
      <translation>pauzuje</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="206" />
      <source>turn one up</source>
      <translation>odkryj kartę</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="165" />
      <source>{contract} ({value}) · {name}</source>
      <translation>{contract} ({value}) · {name}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="159" />
      <source>{names} win the deal</source>
      <translation>{names} wygrywają rozdanie</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="119" />
      <location filename="../../gui/games/bauernschnapsen.py" line="274" />
      <source>{name} announces a {contract}</source>
      <translation>{name} zapowiada: {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="277" />
      <source>{name} knocks</source>
      <translation>{name} puka</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="110" />
      <source>{name} knocks: everybody gets five cards at once</source>
      <translation>{name} puka: każdy dostaje od razu pięć kart</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="154" />
      <source>{name} lays the cards open</source>
      <translation>{name} odkrywa karty</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="133" />
      <source>{name} plays a {contract} alone</source>
      <translation>{name} gra sam: {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="279" />
      <source>{name} says {word}</source>
      <translation>{name} mówi {word}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="146" />
      <source>{name} says {word}: the deal counts ×{factor}</source>
      <translation>{name} mówi {word}: rozdanie liczy się ×{factor}</translation>
    </message>
  </context>
  <context>
    <name>BauernschnapsenPanels</name>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="82" />
      <source>A pass is final: you cannot announce later in this deal.</source>
      <translation>Pas jest ostateczny: w tym rozdaniu nie możesz już nic zapowiedzieć.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="69" />
      <source>Auction: nobody has announced yet</source>
      <translation>Licytacja: nikt jeszcze nic nie zapowiedział</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="71" />
      <source>Auction: {name} announced a {contract}</source>
      <translation>Licytacja: {name} zapowiada {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="35" />
      <source>Cut</source>
      <translation>Przełóż</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="34" />
      <source>Cut the deck or knock?</source>
      <translation>Przełożyć talię czy pukać?</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="80" />
      <source>If all four pass, forehand's team plays the normal game (1–3 points).</source>
      <translation>Jeśli wszyscy czterej spasują, drużyna pierwszej ręki gra grę zwykłą (1–3 pkt).</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="37" />
      <source>Knock</source>
      <translation>Pukam</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="39" />
      <source>Knocking: everybody gets all five cards at once, and forehand names trumps after seeing all five.</source>
      <translation>Pukanie: każdy dostaje od razu wszystkie pięć kart, a pierwsza ręka wybiera atu, widząc całą piątkę.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="45" />
      <source>Name the trump suit</source>
      <translation>Wybierz atu</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="50" />
      <source>Or turn up one of your two face-down cards (the deal picks which):</source>
      <translation>Albo odkryj jedną z dwóch zakrytych kart (którą – zdecyduje los):</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="53" />
      <source>Or turn up one of your two face-down cards; its suit becomes trumps and it stays face up in your hand:</source>
      <translation>Albo odkryj jedną z dwóch zakrytych kart; jej kolor zostaje atu, a ona sama zostaje odkryta w twojej ręce:</translation>
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
      <translation>Powiedz {word}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="51" />
      <source>Turn up a card</source>
      <translation>Odkryj kartę</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="58" />
      <source>You may name only a suit of which you hold a card.</source>
      <translation>Możesz wybrać tylko kolor, w którym masz jakąś kartę.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="95" />
      <source>now ×{m}</source>
      <translation>teraz ×{m}</translation>
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
      <translation>🂠 Pierwszą</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="55" />
      <source>🂠 Second card</source>
      <translation>🂠 Drugą</translation>
    </message>
  </context>
  <context>
    <name>BauernschnapsenSheet</name>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="71" />
      <source>Bummerl sheet (game to 24)</source>
      <translation>Tabela Bummerl (gra do 24)</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="56" />
      <source>Contract</source>
      <translation>Gra</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="55" />
      <source>Deal</source>
      <translation>Rozdanie</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="153" />
      <source>Deal {n}</source>
      <translation>Rozdanie {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="122" />
      <source>Deal {n}: {contract} · {names} score {points}</source>
      <translation>Rozdanie {n}: {contract} · {names} zdobywają {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="164" />
      <source>Highest: {contract}</source>
      <translation>Najwyższa: {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="125" />
      <source>How</source>
      <translation>Rozliczenie</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="104" />
      <source>Lost the deal</source>
      <translation>Przegrane rozdanie</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="58" />
      <source>Notes</source>
      <translation>Uwagi</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="137" />
      <source>Place</source>
      <translation>Miejsce</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="97" />
      <source>Points toward 66: {n}</source>
      <translation>Punkty do 66: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="124" />
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="137" />
      <source>Score</source>
      <translation>Wynik</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="124" />
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="137" />
      <source>Team</source>
      <translation>Drużyna</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="178" />
      <source>The first trick of each team:</source>
      <translation>Pierwsza lewa każdej drużyny:</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="124" />
      <source>This deal</source>
      <translation>To rozdanie</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="70" />
      <source>Total</source>
      <translation>Razem</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="271" />
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="169" />
      <source>Trick {n} of 5</source>
      <translation>Lewa {n} z 5</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="167" />
      <source>Turned up: {card}</source>
      <translation>Odkryta: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="147" />
      <source>Your team wins the game {score}!</source>
      <translation>Twoja drużyna wygrywa grę {score}!</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="90" />
      <source>doubled</source>
      <translation>podwojone</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="125" />
      <source>the contract and who won it, the Kontra factor, the points toward 66</source>
      <translation>gra i kto ją wygrał, mnożnik Kontry, punkty do 66</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="56" />
      <source>the contract, its declarer and the Kontra factor</source>
      <translation>gra, jej grający i mnożnik Kontry</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="57" />
      <source>total after the deal, and the game points it scored</source>
      <translation>wynik po rozdaniu i zdobyte punkty gry</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="37" />
      <source>{contract} ({name})</source>
      <translation>{contract} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="47" />
      <source>{names} win the game</source>
      <translation>{names} wygrywają grę</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="148" />
      <source>{names} win the game {score}</source>
      <translation>{names} wygrywają grę {score}</translation>
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
      <translation>{name} sam</translation>
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
      <translation>To ja, {name}: pokaż moje karty</translation>
    </message>
    <message>
      <location filename="../../gui/panels/curtain.py" line="49" />
      <source>Pass to {name}</source>
      <translation>Przekaż graczowi {name}</translation>
    </message>
    <message>
      <location filename="../../gui/panels/curtain.py" line="50" />
      <source>The cards are hidden. Hand the computer to {name}; only {name} should look now.</source>
      <translation>Karty są zakryte. Przekaż komputer graczowi {name}; teraz patrzy tylko {name}.</translation>
    </message>
  </context>
  <context>
    <name>DealGuide</name>
    <message>
      <location filename="../../gui/deal_guide.py" line="167" />
      <source>End the guide</source>
      <translation>Zakończ przewodnik</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="225" />
      <source>From the rules: {title}</source>
      <translation>Z zasad: {title}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="200" />
      <source>How a deal goes</source>
      <translation>Jak przebiega rozdanie</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="166" />
      <source>No thanks</source>
      <translation>Nie, dziękuję</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="189" />
      <source>Show how a deal goes? At each of your turns the guide says what a computer player would do and why, with the words of the rules. You choose your moves.</source>
      <translation>Pokazać, jak przebiega rozdanie? Przy każdym twoim ruchu przewodnik powie, co zrobiłby gracz komputerowy i dlaczego, słowami zasad. Ruchy wybierasz sam.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="164" />
      <source>Show me</source>
      <translation>Pokaż</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="244" />
      <source>The others play; the guide speaks again at your next turn.</source>
      <translation>Grają pozostali; przewodnik odezwie się przy twoim następnym ruchu.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="201" />
      <source>Wait for your turn: the guide then explains it.</source>
      <translation>Poczekaj na swój ruch: wtedy przewodnik go objaśni.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="227" />
      <source>Working out a hint…</source>
      <translation>Szukam podpowiedzi…</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="188" />
      <source>Your first game of {game}</source>
      <translation>Twoja pierwsza gra: {game}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="223" />
      <source>Your turn. The hint below is the computer player's choice; follow it or choose otherwise.</source>
      <translation>Twój ruch. Podpowiedź poniżej to wybór gracza komputerowego; posłuchaj jej albo wybierz inaczej.</translation>
    </message>
  </context>
  <context>
    <name>DealLog</name>
    <message>
      <location filename="../../gui/deal_log.py" line="104" />
      <source>Nothing has happened in this deal yet.</source>
      <translation>W tym rozdaniu jeszcze nic się nie wydarzyło.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_log.py" line="88" />
      <source>This deal</source>
      <translation>To rozdanie</translation>
    </message>
  </context>
  <context>
    <name>DealReview</name>
    <message>
      <location filename="../../gui/deal_review.py" line="196" />
      <source>(dealer)</source>
      <translation>(rozdający)</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="107" />
      <source>Arrow keys: trick by trick · Page Up, Page Down: deal by deal</source>
      <translation>Strzałki: lewa po lewie · Page Up, Page Down: rozdanie po rozdaniu</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="80" />
      <source>Deal review</source>
      <translation>Przegląd rozdania</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="178" />
      <source>Deal {n} · trick {k} of {total}</source>
      <translation>Rozdanie {n} · lewa {k} z {total}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="176" />
      <source>Deal {n}: no trick was played</source>
      <translation>Rozdanie {n}: nie zagrano żadnej lewy</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="103" />
      <source>Next deal</source>
      <translation>Następne rozdanie</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="102" />
      <source>Next trick</source>
      <translation>Następna lewa</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="204" />
      <source>Not in this deal</source>
      <translation>Nie gra w tym rozdaniu</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="100" />
      <source>Previous deal</source>
      <translation>Poprzednie rozdanie</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="101" />
      <source>Previous trick</source>
      <translation>Poprzednia lewa</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="277" />
      <source>The deal was not scored.</source>
      <translation>Rozdanie nie zostało policzone.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="279" />
      <source>This deal: {changes}</source>
      <translation>To rozdanie: {changes}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="259" />
      <source>Trump: {suit}</source>
      <translation>Atu: {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="236" />
      <source>{name} takes the trick</source>
      <translation>{name} bierze lewę</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/deal_review.py" line="234" />
      <source>{name} takes the trick: %n point(s)</source>
      <translation>
        <numerusform>{name} bierze lewę: %n pkt</numerusform>
        <numerusform>{name} bierze lewę: %n pkt</numerusform>
        <numerusform>{name} bierze lewę: %n pkt</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} takes the trick: {points} points</source>
      <translation type="vanished">{name} bierze lewę: {points} pkt</translation>
    </message>
  </context>
  <context>
    <name>GameScreen</name>
    <message>
      <location filename="../../gui/game_screen.py" line="329" />
      <source>Click the table (or press Space) to collect the trick</source>
      <translation>Kliknij stół (albo naciśnij spację), aby zebrać lewę</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="655" />
      <source>Hint</source>
      <translation>Podpowiedź</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="689" />
      <source>No hint this time: {error}</source>
      <translation>Tym razem bez podpowiedzi: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="743" />
      <source>The guided deal is over; the Hint button (H) helps whenever you like.</source>
      <translation>Rozdanie z przewodnikiem skończone; przycisk Podpowiedź (H) pomoże, kiedy zechcesz.</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="388" />
      <source>The host decides whether the table plays again.</source>
      <translation>O kolejnej partii przy tym stole decyduje gospodarz.</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="656" />
      <source>What would a computer player do here, and why? (H)</source>
      <translation>Co zrobiłby tu gracz komputerowy i dlaczego? (H)</translation>
    </message>
  </context>
  <context>
    <name>Hint</name>
    <message>
      <location filename="../../gui/hint.py" line="59" />
      <source>Bid</source>
      <translation>Licytuj</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="60" />
      <source>Bid {what}</source>
      <translation>Licytuj {what}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="46" />
      <source>Discard {card}</source>
      <translation>Odrzuć {card}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="57" />
      <source>Exchange {cards}</source>
      <translation>Wymień {cards}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="44" />
      <source>Give {card} to {name}</source>
      <translation>Daj {card} graczowi {name}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="74" />
      <source>Hint: {move}</source>
      <translation>Podpowiedź: {move}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="74" />
      <source>Hint: {move} {reason}</source>
      <translation>Podpowiedź: {move} {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="76" />
      <source>Hint: {move}.</source>
      <translation>Podpowiedź: {move}.</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="77" />
      <source>Hint: {move}. {reason}</source>
      <translation>Podpowiedź: {move}. {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="56" />
      <source>Keep your cards</source>
      <translation>Zatrzymaj swoje karty</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="53" />
      <source>Name {suit} trumps</source>
      <translation>Wybierz atu: {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="52" />
      <source>Play without trumps</source>
      <translation>Graj bez atu</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="42" />
      <source>Play {card}</source>
      <translation>Zagraj {card}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="41" />
      <source>Play {card} and declare the marriage</source>
      <translation>Zagraj {card} i zamelduj</translation>
    </message>
  </context>
  <context>
    <name>HostLobby</name>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="111" />
      <source>Close the table</source>
      <translation>Zamknij stół</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="109" />
      <source>Computer players play the empty seats until players take them</source>
      <translation>Gracze komputerowi grają na wolnych miejscach, dopóki nie zajmą ich gracze</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="124" />
      <source>Seat {n}</source>
      <translation>Miejsce {n}</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="98" />
      <source>Seats</source>
      <translation>Miejsca</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="104" />
      <source>Start</source>
      <translation>Start</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="107" />
      <source>Start anyway</source>
      <translation>Zacznij mimo to</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="79" />
      <source>Table code</source>
      <translation>Kod stołu</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="66" />
      <source>Tell the other players this table code. In Kartln they choose “Join a table”: the table shows up there by itself, or they type one of the addresses below.</source>
      <translation>Podaj pozostałym graczom ten kod stołu. W Kartln wybierają „Dołącz do stołu”: stół pojawi się tam sam albo wpiszą jeden z adresów poniżej.</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="91" />
      <source>The table listens on this computer's local-network connections only, never on the internet. A firewall must let in TCP port {tcp} and UDP port {udp} from the local network.</source>
      <translation>Stół nasłuchuje tylko na połączeniach tego komputera z siecią lokalną, nigdy w internecie. Zapora sieciowa musi wpuszczać z sieci lokalnej port TCP {tcp} i port UDP {udp}.</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="82" />
      <source>This computer is on no local network.</source>
      <translation>Ten komputer nie jest w żadnej sieci lokalnej.</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="61" />
      <source>Your table on this network</source>
      <translation>Twój stół w tej sieci</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="47" />
      <source>at this computer</source>
      <translation>przy tym komputerze</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="49" />
      <source>computer player</source>
      <translation>gracz komputerowy</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="51" />
      <source>has joined</source>
      <translation>przy stole</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="52" />
      <source>waiting for a player…</source>
      <translation>czeka na gracza…</translation>
    </message>
  </context>
  <context>
    <name>JoinDialog</name>
    <message numerus="yes">
      <location filename="../../gui/net/join_dialog.py" line="80" />
      <source>%n free seat(s)</source>
      <translation>
        <numerusform>%n wolne miejsce</numerusform>
        <numerusform>%n wolne miejsca</numerusform>
        <numerusform>%n wolnych miejsc</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/net/join_dialog.py" line="171" />
      <source>%n table(s) found</source>
      <translation>
        <numerusform>Znaleziono %n stół</numerusform>
        <numerusform>Znaleziono %n stoły</numerusform>
        <numerusform>Znaleziono %n stołów</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="84" />
      <source>(another version of Kartln: {version})</source>
      <translation>(inna wersja Kartln: {version})</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="187" />
      <source>Choose a table or type the host's address.</source>
      <translation>Wybierz stół albo wpisz adres gospodarza.</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="200" />
      <source>Connecting to {address}…</source>
      <translation>Łączenie z {address}…</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="125" />
      <source>Host's address:</source>
      <translation>Adres gospodarza:</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="134" />
      <source>Join</source>
      <translation>Dołącz</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="99" />
      <source>Join a table</source>
      <translation>Dołącz do stołu</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="158" />
      <source>Looking for tables on this network…</source>
      <translation>Szukanie stołów w tej sieci…</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="112" />
      <source>Search again</source>
      <translation>Szukaj ponownie</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="126" />
      <source>Table code:</source>
      <translation>Kod stołu:</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="144" />
      <source>Tables cannot be searched for here; type the host's address.</source>
      <translation>Tutaj nie można wyszukać stołów; wpisz adres gospodarza.</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="104" />
      <source>Tables on this network:</source>
      <translation>Stoły w tej sieci:</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="217" />
      <source>The host has welcomed you: taking your seat…</source>
      <translation>Gospodarz cię przyjął: zajmowanie miejsca…</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="188" />
      <source>Type the table code the host's screen shows.</source>
      <translation>Wpisz kod stołu widoczny na ekranie gospodarza.</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="189" />
      <source>Type your name.</source>
      <translation>Wpisz swoje imię.</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="127" />
      <source>Your name:</source>
      <translation>Twoje imię:</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="119" />
      <source>for example 192.168.1.20 or 192.168.1.20:47310</source>
      <translation>na przykład 192.168.1.20 albo 192.168.1.20:47310</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="80" />
      <source>no free seat</source>
      <translation>brak wolnych miejsc</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="121" />
      <source>the code the host's screen shows</source>
      <translation>kod widoczny na ekranie gospodarza</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="81" />
      <source>{game} at {host}'s table, {free} — {address}</source>
      <translation>{game}, stół: {host}, {free} — {address}</translation>
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
      <translation>&amp;O programie Kartln</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="135" />
      <location filename="../../gui/self_test.py" line="97" />
      <source>&amp;Game</source>
      <translation>&amp;Gra</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="166" />
      <source>&amp;Help</source>
      <translation>&amp;Pomoc</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="150" />
      <source>&amp;Hint</source>
      <translation>&amp;Podpowiedź</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="137" />
      <source>&amp;Host a table on this network…</source>
      <translation>&amp;Załóż stół w tej sieci…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="139" />
      <source>&amp;Join a table…</source>
      <translation>&amp;Dołącz do stołu…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="146" />
      <source>&amp;Last trick</source>
      <translation>Ostatnia &amp;lewa</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="152" />
      <source>&amp;Main menu</source>
      <translation>&amp;Menu główne</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="136" />
      <source>&amp;New game…</source>
      <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="138" />
      <source>&amp;Open…</source>
      <translation>&amp;Otwórz…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="163" />
      <source>&amp;Options</source>
      <translation>Op&amp;cje</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="153" />
      <source>&amp;Quit</source>
      <translation>Za&amp;kończ</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="167" />
      <source>&amp;Rules</source>
      <translation>&amp;Zasady</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="164" />
      <source>&amp;Settings…</source>
      <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="149" />
      <source>&amp;This deal</source>
      <translation>&amp;To rozdanie</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="142" />
      <source>&amp;Undo</source>
      <translation>&amp;Cofnij</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="596" />
      <source>A seat's view (*{suffix})</source>
      <translation>Widok z miejsca (*{suffix})</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="835" />
      <source>About Kartln</source>
      <translation>O programie Kartln</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="202" />
      <source>At a table over the network, moves cannot be taken back.</source>
      <translation>Przy stole w sieci nie można cofać ruchów.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="483" />
      <source>Close the table</source>
      <translation>Zamknij stół</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="484" />
      <source>Close the table? The other players will be told.</source>
      <translation>Zamknąć stół? Pozostali gracze zostaną o tym powiadomieni.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="147" />
      <source>Deal &amp;review</source>
      <translation>P&amp;rzegląd rozdania</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="782" />
      <source>Deal review</source>
      <translation>Przegląd rozdania</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="768" />
      <source>Deal {n} (over), {seen}</source>
      <translation>Rozdanie {n} (zakończone), {seen}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="771" />
      <source>Deal {n}, {seen}</source>
      <translation>Rozdanie {n}, {seen}</translation>
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
      <translation>Kartln: karciane gry lewowe z Europy Środkowej i Wschodniej.
Do zagrania: {games}.
Wolne oprogramowanie na licencji GNU General Public License w wersji 3 lub nowszej.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="889" />
      <source>Language: {language}</source>
      <translation>Język: {language}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="558" />
      <source>Leave the table</source>
      <translation>Opuść stół</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="558" />
      <source>Leave the table? A computer player takes over your seat at the host's table.</source>
      <translation>Opuścić stół? Twoje miejsce przy stole gospodarza przejmie gracz komputerowy.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="575" />
      <source>Main menu</source>
      <translation>Menu główne</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="148" />
      <source>Match hi&amp;story</source>
      <translation>&amp;Historia partii</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="234" />
      <source>Move taken back</source>
      <translation>Ruch cofnięty</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="208" />
      <source>Moves are not taken back at a table on the network.</source>
      <translation>Przy stole w sieci ruchów się nie cofa.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="394" />
      <source>New game</source>
      <translation>Nowa gra</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="808" />
      <source>No deal has been finished yet.</source>
      <translation>Nie zakończono jeszcze żadnego rozdania.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="204" />
      <source>No match is being played.</source>
      <translation>Żadna partia nie jest w toku.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="214" />
      <source>Nothing to take back in this deal yet.</source>
      <translation>W tym rozdaniu nie ma jeszcze czego cofnąć.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="638" />
      <source>Open a saved match</source>
      <translation>Otwórz zapisaną partię</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="141" />
      <source>Save &amp;as…</source>
      <translation>Zapisz j&amp;ako…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="574" />
      <source>Save my seat's view…</source>
      <translation>Zapisz widok z mojego miejsca…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="658" />
      <source>Save the match</source>
      <translation>Zapisz partię</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="140" />
      <source>Save the match from my &amp;seat's view…</source>
      <translation>Zapisz partię widzianą z mojego m&amp;iejsca…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="594" />
      <source>Save the match from my seat's view</source>
      <translation>Zapisz partię widzianą z mojego miejsca</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="613" />
      <location filename="../../gui/main_window.py" line="673" />
      <source>Saved as {name}</source>
      <translation>Zapisano jako {name}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="145" />
      <source>Score &amp;sheet</source>
      <translation>Tabela &amp;wyników</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="254" />
      <source>Some settings were not valid and were reset: {keys}.</source>
      <translation>Niektóre ustawienia były nieprawidłowe i zostały przywrócone: {keys}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="394" />
      <source>Start a new game? The running match will be replaced.</source>
      <translation>Zacząć nową grę? Trwająca partia zostanie zastąpiona.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="151" />
      <source>Stat&amp;istics…</source>
      <translation>&amp;Statystyki…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="342" />
      <location filename="../../gui/main_window.py" line="619" />
      <source>The autosaved match could not be read: {error}.</source>
      <translation>Nie udało się odczytać automatycznie zapisanej partii: {error}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="339" />
      <source>The autosaved match was damaged; Continue uses the previous copy (the last move may be missing).</source>
      <translation>Automatycznie zapisana partia była uszkodzona; Kontynuuj użyje poprzedniej kopii (może brakować ostatniego ruchu).</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="624" />
      <source>The autosaved match was damaged; the previous copy is used (the last move may be missing).</source>
      <translation>Automatycznie zapisana partia była uszkodzona; użyto poprzedniej kopii (może brakować ostatniego ruchu).</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="632" />
      <source>The damaged file was kept as {name}.</source>
      <translation>Uszkodzony plik zachowano jako {name}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="633" />
      <source>The damaged files were kept as {names}.</source>
      <translation>Uszkodzone pliki zachowano jako {names}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="183" />
      <source>The host allows no hints at this table.</source>
      <translation>Gospodarz nie pozwala na podpowiedzi przy tym stole.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="180" />
      <source>The host keeps this match; save your seat's view instead.</source>
      <translation>Tę partię przechowuje gospodarz; zapisz zamiast tego widok ze swojego miejsca.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="48" />
      <source>The last trick of deal {n}</source>
      <translation>Ostatnia lewa rozdania {n}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="371" />
      <source>The match cannot be saved: {error}</source>
      <translation>Nie można zapisać partii: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="671" />
      <source>The match could not be saved: {error}</source>
      <translation>Nie udało się zapisać partii: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="206" />
      <source>The match is over: there is nothing to take back.</source>
      <translation>Partia skończona: nie ma czego cofnąć.</translation>
    </message>
    <message>
      <source>The new language applies fully after a restart.</source>
      <translation type="vanished">Nowy język zacznie w pełni działać po ponownym uruchomieniu.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="611" />
      <source>The seat's view could not be saved: {error}</source>
      <translation>Nie udało się zapisać widoku z miejsca: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="896" />
      <source>The settings could not be saved: {error}</source>
      <translation>Nie udało się zapisać ustawień: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="251" />
      <source>The settings file could not be read ({problem}); {outcome}.</source>
      <translation>Nie udało się odczytać pliku ustawień ({problem}); {outcome}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="271" />
      <source>The statistics cannot be kept: {error}</source>
      <translation>Nie można prowadzić statystyk: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="297" />
      <source>The statistics cannot be read: {error}</source>
      <translation>Nie można odczytać statystyk: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="331" />
      <source>The statistics cannot be written: {error}</source>
      <translation>Nie można zapisać statystyk: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="274" />
      <source>The statistics could not be read ({problem}); they start anew.</source>
      <translation>Nie udało się odczytać statystyk ({problem}); zaczynają się od nowa.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="277" />
      <source>The statistics were written by a newer version of Kartln; this version leaves them as they are.</source>
      <translation>Statystyki zapisała nowsza wersja Kartln; ta wersja pozostawia je bez zmian.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="461" />
      <source>The table could not be opened on the network: {error}</source>
      <translation>Nie udało się otworzyć stołu w sieci: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="571" />
      <source>The table is closed</source>
      <translation>Stół jest zamknięty</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="573" />
      <source>You can save the match as your seat saw it, or go back to the main menu.</source>
      <translation>Możesz zapisać partię tak, jak ją widać z twojego miejsca, albo wrócić do menu głównego.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="765" />
      <source>as everybody sees it</source>
      <translation>tak, jak widzą je wszyscy</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="765" />
      <source>as {name} sees it</source>
      <translation>tak, jak widzi je {name}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="250" />
      <source>the defaults are used</source>
      <translation>użyto ustawień domyślnych</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="250" />
      <source>the previous copy was restored</source>
      <translation>przywrócono poprzednią kopię</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="350" />
      <source>{game}, deal {deal}: {names}</source>
      <translation>{game}, rozdanie {deal}: {names}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="646" />
      <source>{name} could not be opened: {error}.</source>
      <translation>Nie udało się otworzyć {name}: {error}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="47" />
      <source>{name} took the trick</source>
      <translation>{name} bierze lewę</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/main_window.py" line="46" />
      <source>{name} took the trick: %n point(s)</source>
      <translation>
        <numerusform>{name} bierze lewę: %n pkt</numerusform>
        <numerusform>{name} bierze lewę: %n pkt</numerusform>
        <numerusform>{name} bierze lewę: %n pkt</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} took the trick: {points} points</source>
      <translation type="vanished">{name} bierze lewę: {points} pkt</translation>
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
      <translation>Rozdanie</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="118" />
      <source>Deal {n}: no summary of this deal</source>
      <translation>Rozdanie {n}: brak podsumowania</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="58" />
      <source>Dealer</source>
      <translation>Rozdający</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="52" />
      <source>Match history</source>
      <translation>Historia partii</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="79" />
      <source>No deal has been finished yet.</source>
      <translation>Nie zakończono jeszcze żadnego rozdania.</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="38" />
      <source>No trick played</source>
      <translation>Nie zagrano lewy</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="58" />
      <source>Played</source>
      <translation>Zagrane</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="87" />
      <source>Review this deal</source>
      <translation>Przejrzyj to rozdanie</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <location filename="../../gui/level_strength.py" line="47" />
      <source> (lower is better)</source>
      <translation> (mniej znaczy lepiej)</translation>
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
        <numerusform>%n gracz</numerusform>
        <numerusform>%n graczy</numerusform>
        <numerusform>%n graczy</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="50" />
      <source>, {rate} % of deals won (a fair share is {fair} %)</source>
      <translation>, wygrane rozdania: {rate} % (przy równych szansach: {fair} %)</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="52" />
      <source>; {deals} deals</source>
      <translation>; rozdań: {deals}</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="82" />
      <source>A fair share of the deals won is {fair} %.</source>
      <translation>Przy równych szansach wygrywa się {fair} % rozdań.</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="271" />
      <source>Allow hints</source>
      <translation>Zezwól na podpowiedzi</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="428" />
      <source>Changed: {options}</source>
      <translation>Zmienione: {options}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="298" />
      <source>Choose “Remote player” for at least one seat: a table is hosted for players at other computers.</source>
      <translation>Wybierz „Gracz zdalny” dla co najmniej jednego miejsca: stół zakłada się dla graczy przy innych komputerach.</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="102" />
      <source>Computer</source>
      <translation>Komputer</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="81" />
      <source>Deals won: by the level's side, partners together.</source>
      <translation>Wygrane rozdania: po stronie poziomu, partnerzy razem.</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Easy</source>
      <translation>Łatwy</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="19" />
      <source>Expert</source>
      <translation>Ekspert</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="181" />
      <source>Game</source>
      <translation>Gra</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Hard</source>
      <translation>Trudny</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="172" />
      <source>Host a table on this network</source>
      <translation>Załóż stół w tej sieci</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="267" />
      <source>How long the table waits for a dropped player before the computer player takes over</source>
      <translation>Jak długo stół czeka na rozłączonego gracza, zanim jego miejsce przejmie gracz komputerowy</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="64" />
      <source>How the levels measured ({n} players: {who}, on the same deals in every seat):</source>
      <translation>Jak zmierzono poziomy ({n} graczy: {who}, na tych samych rozdaniach na każdym miejscu):</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="101" />
      <source>Human</source>
      <translation>Człowiek</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="203" />
      <source>Level</source>
      <translation>Poziom</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="86" />
      <source>Measured with {n} players, not with {chosen}.</source>
      <translation>Zmierzono przy {n} graczach, nie przy {chosen}.</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="203" />
      <source>Name</source>
      <translation>Imię</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="172" />
      <source>New game</source>
      <translation>Nowa gra</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Normal</source>
      <translation>Normalny</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="217" />
      <source>Open the table</source>
      <translation>Otwórz stół</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="188" />
      <source>Options…</source>
      <translation>Opcje…</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="199" />
      <source>Partner of seat 1</source>
      <translation>Partner miejsca 1</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="203" />
      <source>Player</source>
      <translation>Gracz</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="230" />
      <location filename="../../gui/new_game_dialog.py" line="367" />
      <location filename="../../gui/new_game_dialog.py" line="389" />
      <source>Player {n}</source>
      <translation>Gracz {n}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="184" />
      <source>Players</source>
      <translation>Gracze</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="297" />
      <source>Players at other computers join with the table code shown next.</source>
      <translation>Gracze przy innych komputerach dołączą za pomocą kodu stołu, który zaraz się pojawi.</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Random</source>
      <translation>Losowo</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="104" />
      <source>Remote player</source>
      <translation>Gracz zdalny</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="91" />
      <source>Remote player {n}</source>
      <translation>Gracz zdalny {n}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="192" />
      <source>Rules</source>
      <translation>Zasady</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="80" />
      <source>Score a deal: the level's mean score change in a deal; theirs: the level below's.</source>
      <translation>Wynik na rozdanie: średnia zmiana wyniku poziomu w rozdaniu; ich: poziomu niżej.</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="84" />
      <source>Scores count down: lower is better.</source>
      <translation>Wyniki liczy się w dół: mniej znaczy lepiej.</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="203" />
      <source>Seat</source>
      <translation>Miejsce</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="96" />
      <location filename="../../gui/new_game_dialog.py" line="365" />
      <source>Seat {n}</source>
      <translation>Miejsce {n}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="369" />
      <source>Seat {n} · with {names}</source>
      <translation>Miejsce {n} · z: {names}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="201" />
      <source>Seats (clockwise; seat 1 sits at the bottom)</source>
      <translation>Miejsca (zgodnie z ruchem wskazówek zegara; miejsce 1 jest na dole)</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="260" />
      <source>Stand-in for a dropped player</source>
      <translation>Zastępca rozłączonego gracza</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="217" />
      <source>Start</source>
      <translation>Start</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="258" />
      <source>The computer player that plays for a player whose connection drops, until he comes back</source>
      <translation>Gracz komputerowy, który gra za gracza bez połączenia, dopóki ten nie wróci</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="254" />
      <source>This table</source>
      <translation>Ten stół</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="269" />
      <source>Wait for a dropped player</source>
      <translation>Czekaj na rozłączonego gracza</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="160" />
      <source>You</source>
      <translation>Ty</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="69" />
      <source>deals</source>
      <translation>rozdania</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="69" />
      <source>deals won</source>
      <translation>wygrane rozdania</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="63" />
      <source>one of a level against the others at the level below</source>
      <translation>jeden gracz danego poziomu przeciw pozostałym z poziomu niżej</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="62" />
      <source>partners of a level against partners of the level below</source>
      <translation>partnerzy danego poziomu przeciw partnerom z poziomu niżej</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="68" />
      <source>score a deal</source>
      <translation>wynik na rozdanie</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="68" />
      <source>theirs</source>
      <translation>ich</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="321" />
      <source>{game} has no computer player yet: computer seats play legal cards at random.</source>
      <translation>{game} nie ma jeszcze gracza komputerowego: miejsca komputera zagrywają losowe dozwolone karty.</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="75" />
      <source>{level} against {below}</source>
      <translation>{level} przeciw {below}</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="43" />
      <source>{level} against {below}: {mine} a deal to their {theirs}</source>
      <translation>{level} przeciw {below}: {mine} na rozdanie wobec {theirs}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="390" />
      <source>{name} (seat {n})</source>
      <translation>{name} (miejsce {n})</translation>
    </message>
    <message>
      <source>{n} players</source>
      <translation type="vanished">{n} graczy</translation>
    </message>
  </context>
  <context>
    <name>OptionsDialog</name>
    <message>
      <location filename="../../gui/options_dialog.py" line="126" />
      <source>Rules options</source>
      <translation>Opcje zasad</translation>
    </message>
    <message>
      <location filename="../../gui/options_dialog.py" line="69" />
      <source>Rules options: {game}</source>
      <translation>Opcje zasad: {game}</translation>
    </message>
  </context>
  <context>
    <name>Panels</name>
    <message>
      <location filename="../../gui/panels/choices.py" line="112" />
      <source>Bid {value}</source>
      <translation>Licytuj {value}</translation>
    </message>
    <message>
      <location filename="../../gui/panels/choices.py" line="113" />
      <source>You may bid from {low} to {top}.</source>
      <translation>Możesz licytować od {low} do {top}.</translation>
    </message>
    <message>
      <location filename="../../gui/panels/choices.py" line="55" />
      <source>You may choose from {low} to {top}.</source>
      <translation>Możesz wybrać od {low} do {top}.</translation>
    </message>
  </context>
  <context>
    <name>RulesDialog</name>
    <message>
      <location filename="../../gui/rules_dialog.py" line="56" />
      <source>*The rules of this game are not yet written in your language: here they are in English.*</source>
      <translation>*Zasady tej gry nie zostały jeszcze napisane po polsku: oto wersja angielska.*</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="65" />
      <source>House rules in this match</source>
      <translation>Zasady domowe w tej partii</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="79" />
      <source>In this match</source>
      <translation>W tej partii</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="88" />
      <source>Rules: {game}</source>
      <translation>Zasady: {game}</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="48" />
      <source>The rules of this game are not available.</source>
      <translation>Zasady tej gry nie są dostępne.</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="71" />
      <source>off</source>
      <translation>wył.</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="71" />
      <source>on</source>
      <translation>wł.</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="65" />
      <source>★ unlike the standard rules</source>
      <translation>★ inaczej niż w zasadach standardowych</translation>
    </message>
  </context>
  <context>
    <name>ScoreSheet</name>
    <message numerus="yes">
      <location filename="../../gui/games/sheets.py" line="133" />
      <source>%n trick(s) × {change}</source>
      <translation>
        <numerusform>%n lewa × {change}</numerusform>
        <numerusform>%n lewy × {change}</numerusform>
        <numerusform>%n lew × {change}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="157" />
      <source>Bounced back from below 0: {total} → {score}</source>
      <translation>Odbicie spod 0: {total} → {score}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="54" />
      <source>Counts</source>
      <translation>Mnożnik</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="51" />
      <source>Deal</source>
      <translation>Rozdanie</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="185" />
      <source>Deal {n} is over</source>
      <translation>Rozdanie {n} zakończone</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="51" />
      <source>Dealer</source>
      <translation>Rozdający</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="195" />
      <source>How</source>
      <translation>Rozliczenie</translation>
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="56" />
      <source>Last trick</source>
      <translation>Ostatnia lewa</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="159" />
      <source>Never below 0: {total} → 0</source>
      <translation>Nigdy poniżej 0: {total} → 0</translation>
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="30" />
      <source>No deal has been scored yet.</source>
      <translation>Nie policzono jeszcze żadnego rozdania.</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="146" />
      <source>No trick</source>
      <translation>Bez lewy</translation>
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="59" />
      <source>No trick has been played in this deal yet.</source>
      <translation>W tym rozdaniu nie zagrano jeszcze żadnej lewy.</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="56" />
      <source>Notes</source>
      <translation>Uwagi</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="140" />
      <source>Out of this deal</source>
      <translation>Nie gra w tym rozdaniu</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="218" />
      <source>Place</source>
      <translation>Miejsce</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="191" />
      <location filename="../../gui/games/sheets.py" line="218" />
      <source>Player</source>
      <translation>Gracz</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="194" />
      <location filename="../../gui/games/sheets.py" line="218" />
      <source>Score</source>
      <translation>Wynik</translation>
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="21" />
      <source>Score sheet</source>
      <translation>Tabela wyników</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="59" />
      <source>Start</source>
      <translation>Start</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="141" />
      <source>Stayed at home</source>
      <translation>W domu</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="218" />
      <source>Team</source>
      <translation>Drużyna</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="165" />
      <location filename="../../gui/games/sheets.py" line="193" />
      <source>This deal</source>
      <translation>To rozdanie</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="79" />
      <source>Total</source>
      <translation>Razem</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="192" />
      <source>Tricks</source>
      <translation>Lewy</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="236" />
      <source>You win the match, down to {score}!</source>
      <translation>Wygrywasz partię, schodząc do {score}!</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="231" />
      <source>Your team wins the match, down to {score}!</source>
      <translation>Twoja drużyna wygrywa partię, schodząc do {score}!</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="187" />
      <source>counts ×{m}</source>
      <translation>liczy się ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="195" />
      <source>each trick takes one off; no trick puts {n} on</source>
      <translation>każda lewa −1; bez lewy +{n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="54" />
      <source>how many times the deal counted, and why</source>
      <translation>ile razy liczyło się rozdanie i dlaczego</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="66" />
      <source>out</source>
      <translation>poza grą</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="52" />
      <source>total after the deal, and its change</source>
      <translation>wynik po rozdaniu i jego zmiana</translation>
    </message>
    <message>
      <source>trick</source>
      <translation type="vanished">lewa</translation>
    </message>
    <message>
      <source>tricks</source>
      <translation type="vanished">lewy</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="205" />
      <source>wins the match</source>
      <translation>wygrywa partię</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="203" />
      <source>with {names}</source>
      <translation>razem z: {names}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="91" />
      <source>won by {names}</source>
      <translation>wygrali: {names}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="238" />
      <source>{names} share the win, down to {score}</source>
      <translation>{names} dzielą się wygraną, schodząc do {score}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="232" />
      <source>{names} win the match, down to {score}</source>
      <translation>{names} wygrywają partię, schodząc do {score}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="237" />
      <source>{name} wins the match, down to {score}</source>
      <translation>{name} wygrywa partię, schodząc do {score}</translation>
    </message>
  </context>
  <context>
    <name>SeatNews</name>
    <message>
      <location filename="../../gui/net/seat_news.py" line="37" />
      <source>A computer player plays for {name} until a player joins</source>
      <translation>Gracz komputerowy gra za: {name}, dopóki ktoś nie zajmie tego miejsca</translation>
    </message>
    <message>
      <location filename="../../gui/net/seat_news.py" line="38" />
      <source>A computer player plays for {name} until {name} is back</source>
      <translation>Gracz komputerowy gra za: {name}, dopóki {name} nie wróci</translation>
    </message>
    <message>
      <location filename="../../gui/net/seat_news.py" line="28" />
      <source>{name} has dropped out — a computer player takes over</source>
      <translation>{name} traci połączenie — miejsce przejmuje gracz komputerowy</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/net/seat_news.py" line="29" />
      <source>{name} has dropped out — a computer player takes over in %n s</source>
      <translation>
        <numerusform>{name} traci połączenie — gracz komputerowy przejmie miejsce za %n s</numerusform>
        <numerusform>{name} traci połączenie — gracz komputerowy przejmie miejsce za %n s</numerusform>
        <numerusform>{name} traci połączenie — gracz komputerowy przejmie miejsce za %n s</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/net/seat_news.py" line="46" />
      <source>{name} has joined the table</source>
      <translation>{name} dosiada się do stołu</translation>
    </message>
    <message>
      <location filename="../../gui/net/seat_news.py" line="42" />
      <source>{name} is back</source>
      <translation>{name} wraca do gry</translation>
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
      <translation>rozdaje</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="135" />
      <source>sits out</source>
      <translation>pauzuje</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="129" />
      <source>thinking…</source>
      <translation>myśli…</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="131" />
      <source>to play</source>
      <translation>na ruchu</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="130" />
      <source>your turn</source>
      <translation>twój ruch</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <location filename="../../gui/settings_dialog.py" line="90" />
      <source>Allow Undo against computer players (Ctrl+Z takes back my last move)</source>
      <translation>Pozwól cofać ruchy w grze z komputerem (Ctrl+Z cofa mój ostatni ruch)</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="91" />
      <source>Allow Undo when several people play at this computer</source>
      <translation>Pozwól cofać ruchy, gdy przy tym komputerze gra kilka osób</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="67" />
      <source>Animations</source>
      <translation>Animacje</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="44" />
      <source>As the system</source>
      <translation>Jak w systemie</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="89" />
      <source>Ask before a new game replaces the running match</source>
      <translation>Pytaj, zanim nowa gra zastąpi trwającą partię</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="39" />
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Blue</source>
      <translation>Niebieski</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Brown</source>
      <translation>Brązowy</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="66" />
      <source>Card back</source>
      <translation>Rewers kart</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="66" />
      <source>Cards</source>
      <translation>Karty</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="85" />
      <source>Declare marriages without asking</source>
      <translation>Zgłaszaj meldunki bez pytania</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Easy</source>
      <translation>Łatwy</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Expert</source>
      <translation>Ekspert</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <source>Fast</source>
      <translation>Szybko</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="37" />
      <source>French, four colours</source>
      <translation>Francuskie, cztery kolory</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="37" />
      <source>French, two colours</source>
      <translation>Francuskie, dwa kolory</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="38" />
      <source>German suits</source>
      <translation>Kolory niemieckie</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Green</source>
      <translation>Zielony</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="41" />
      <source>Grey</source>
      <translation>Szary</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Hard</source>
      <translation>Trudny</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="68" />
      <source>Language</source>
      <translation>Język</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="88" />
      <source>Leave each finished trick on the table until I click</source>
      <translation>Zostawiaj każdą skończoną lewę na stole, aż kliknę</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Normal</source>
      <translation>Normalnie</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <source>Off</source>
      <translation>Wył.</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="84" />
      <source>One click plays a card (otherwise: click to choose, click again to play)</source>
      <translation>Jedno kliknięcie zagrywa kartę (inaczej: kliknij, by wybrać, i kliknij ponownie, by zagrać)</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="72" />
      <source>Player 1</source>
      <translation>Gracz 1</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="39" />
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Red</source>
      <translation>Czerwony</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="60" />
      <source>Settings</source>
      <translation>Ustawienia</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="87" />
      <source>Show my running count during the tricks (points or tricks so far)</source>
      <translation>Pokazuj moje bieżące punkty w trakcie lew (punkty albo lewy)</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <source>Slow</source>
      <translation>Wolno</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="67" />
      <source>Sort suits</source>
      <translation>Sortowanie kolorów</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="66" />
      <source>Table colour</source>
      <translation>Kolor stołu</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="86" />
      <source>Wait for a click after each deal</source>
      <translation>Czekaj na kliknięcie po każdym rozdaniu</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="73" />
      <source>Your name</source>
      <translation>Twoje imię</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="47" />
      <source>♠ ♣ ♦ ♥</source>
      <translation>♠ ♣ ♦ ♥</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="46" />
      <source>♠ ♥ ♣ ♦ (colours alternate)</source>
      <translation>♠ ♥ ♣ ♦ (kolory na przemian)</translation>
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
        <numerusform>%n gracz</numerusform>
        <numerusform>%n graczy</numerusform>
        <numerusform>%n graczy</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="316" />
      <source>A table on this network: players at other computers join it</source>
      <translation>Stół w tej sieci: dołączają do niego gracze przy innych komputerach</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="253" />
      <source>Card games of Central and Eastern Europe</source>
      <translation>Gry karciane Europy Środkowej i Wschodniej</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="296" />
      <source>Choose a game: a click starts it, Rules tells how it goes</source>
      <translation>Wybierz grę: kliknięcie ją uruchamia, Zasady mówią, jak się w nią gra</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="262" />
      <source>Continue</source>
      <translation>Kontynuuj</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="315" />
      <source>Host a table…</source>
      <translation>Załóż stół…</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="318" />
      <source>Join a table…</source>
      <translation>Dołącz do stołu…</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="251" />
      <source>Kartln</source>
      <translation>Kartln</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="319" />
      <source>Play at a table another computer on this network hosts</source>
      <translation>Graj przy stole założonym na innym komputerze w tej sieci</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="323" />
      <source>Quit</source>
      <translation>Zakończ</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="155" />
      <source>Rules</source>
      <translation>Zasady</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="159" />
      <source>Rules: {game}</source>
      <translation>Zasady: {game}</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="322" />
      <source>Settings</source>
      <translation>Ustawienia</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="145" />
      <source>Start a new game of {game} (Enter)</source>
      <translation>Zacznij nową grę: {game} (Enter)</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="158" />
      <source>The rules of {game}</source>
      <translation>Zasady gry {game}</translation>
    </message>
    <message>
      <source>{n} players</source>
      <translation type="vanished">{n} graczy</translation>
    </message>
  </context>
  <context>
    <name>Statistics</name>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="53" />
      <source>%n computer player(s)</source>
      <translation>
        <numerusform>%n przeciwnik komputerowy</numerusform>
        <numerusform>%n przeciwników komputerowych</numerusform>
        <numerusform>%n przeciwników komputerowych</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="44" />
      <source>%n easy player(s)</source>
      <translation>
        <numerusform>%n łatwy przeciwnik</numerusform>
        <numerusform>%n łatwych przeciwników</numerusform>
        <numerusform>%n łatwych przeciwników</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="50" />
      <source>%n expert player(s)</source>
      <translation>
        <numerusform>%n przeciwnik ekspert</numerusform>
        <numerusform>%n przeciwników ekspertów</numerusform>
        <numerusform>%n przeciwników ekspertów</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="48" />
      <source>%n hard player(s)</source>
      <translation>
        <numerusform>%n trudny przeciwnik</numerusform>
        <numerusform>%n trudnych przeciwników</numerusform>
        <numerusform>%n trudnych przeciwników</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="52" />
      <source>%n human player(s)</source>
      <translation>
        <numerusform>%n człowiek</numerusform>
        <numerusform>%n ludzi</numerusform>
        <numerusform>%n ludzi</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="46" />
      <source>%n normal player(s)</source>
      <translation>
        <numerusform>%n normalny przeciwnik</numerusform>
        <numerusform>%n normalnych przeciwników</numerusform>
        <numerusform>%n normalnych przeciwników</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="40" />
      <source>%n random player(s)</source>
      <translation>
        <numerusform>%n przeciwnik grający losowo</numerusform>
        <numerusform>%n przeciwników grających losowo</numerusform>
        <numerusform>%n przeciwników grających losowo</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_dialog.py" line="379" />
      <source>%n row(s) written to {name}</source>
      <translation>
        <numerusform>Zapisano %n wiersz do {name}</numerusform>
        <numerusform>Zapisano %n wiersze do {name}</numerusform>
        <numerusform>Zapisano %n wierszy do {name}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="42" />
      <source>%n simple computer player(s)</source>
      <translation>
        <numerusform>%n prosty przeciwnik komputerowy</numerusform>
        <numerusform>%n prostych przeciwników komputerowych</numerusform>
        <numerusform>%n prostych przeciwników komputerowych</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="186" />
      <source>&amp;Export CSV…</source>
      <translation>&amp;Eksportuj CSV…</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="145" />
      <source>&amp;From</source>
      <translation>&amp;Od</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="144" />
      <source>&amp;Game</source>
      <translation>G&amp;ra</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="144" />
      <source>&amp;Opponents</source>
      <translation>&amp;Przeciwnicy</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="144" />
      <source>&amp;Player</source>
      <translation>&amp;Gracz</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="145" />
      <source>&amp;Rules</source>
      <translation>&amp;Zasady</translation>
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
        <numerusform>{game}, {opponents} – wygrane partie: {won} z %n</numerusform>
        <numerusform>{game}, {opponents} – wygrane partie: {won} z %n</numerusform>
        <numerusform>{game}, {opponents} – wygrane partie: {won} z %n</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="256" />
      <source>All games</source>
      <translation>Wszystkie gry</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="257" />
      <source>All levels</source>
      <translation>Wszystkie poziomy</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="258" />
      <source>All rules</source>
      <translation>Wszystkie zasady</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="121" />
      <source>Best
match</source>
      <translation>Najlepsza
partia</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="189" />
      <source>C&amp;lear…</source>
      <translation>&amp;Wyczyść…</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="366" />
      <source>CSV files (*.csv)</source>
      <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="388" />
      <source>Clear the statistics</source>
      <translation>Wyczyść statystyki</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="192" />
      <source>Close</source>
      <translation>Zamknij</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="118" />
      <source>Contracts
made</source>
      <translation>Ugrane
gry</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="115" />
      <source>Deals</source>
      <translation>Rozdania</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="115" />
      <source>Deals played (re-deals not counted)</source>
      <translation>Rozegrane rozdania (bez ponownych rozdań)</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="118" />
      <source>Deals the player declared, and made</source>
      <translation>Ugrane gry z rozdań, w których gracz jest grającym</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="365" />
      <source>Export the statistics</source>
      <translation>Eksportuj statystyki</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="387" />
      <source>Forget all statistics, of every game and every player? This cannot be undone.</source>
      <translation>Usunąć wszystkie statystyki wszystkich gier i wszystkich graczy? Tego nie można cofnąć.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="385" />
      <source>Forget every finished match of {game}, of every player? This cannot be undone.</source>
      <translation>Usunąć wszystkie zakończone partie gry {game} (wszystkich graczy)? Tego nie można cofnąć.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="109" />
      <source>Game</source>
      <translation>Gra</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="30" />
      <source>House rules</source>
      <translation>Zasady domowe</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="74" />
      <source>Human</source>
      <translation>Człowiek</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="329" />
      <source>In this game a lower score is better.</source>
      <translation>W tej grze niższy wynik jest lepszy.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="351" />
      <source>Lost on {day}</source>
      <translation>Przegrana {day}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="111" />
      <source>Matches
won</source>
      <translation>Wygrane
partie</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="122" />
      <source>Most points ahead of the best other player</source>
      <translation>Największa przewaga punktowa nad najlepszym z pozostałych graczy</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="124" />
      <source>Most points behind the best other player</source>
      <translation>Największa strata punktowa do najlepszego z pozostałych graczy</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="315" />
      <source>No finished match of {player} fits these filters.</source>
      <translation>Żadna zakończona partia gracza {player} nie pasuje do tych filtrów.</translation>
    </message>
    <message>
      <source>No finished match of {player} passes these filters.</source>
      <translation type="vanished">{player}: żadna zakończona partia nie spełnia tych filtrów.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="76" />
      <source>No finished match to draw</source>
      <translation>Brak zakończonych partii do pokazania</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="304" />
      <source>Nothing to show yet. Every finished deal and match is kept from now on: play a match to the end and it is counted here.</source>
      <translation>Na razie nie ma nic do pokazania. Od teraz zapisywane jest każde zakończone rozdanie i każda partia: rozegraj partię do końca, a zostanie tu policzona.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="110" />
      <source>Opponents</source>
      <translation>Przeciwnicy</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="116" />
      <source>Per deal
(mean)</source>
      <translation>Na rozdanie
(średnio)</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="130" />
      <location filename="../../gui/stats_dialog.py" line="376" />
      <location filename="../../gui/stats_dialog.py" line="403" />
      <source>Statistics</source>
      <translation>Statystyki</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="110" />
      <source>The computer players' levels</source>
      <translation>Poziomy graczy komputerowych</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="120" />
      <source>The most matches won in a row</source>
      <translation>Najwięcej partii wygranych z rzędu</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="117" />
      <source>The player's mean score change per deal</source>
      <translation>Średnia zmiana wyniku gracza na rozdanie</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="113" />
      <source>The share of the matches won, and where the true share lies with 95 % certainty</source>
      <translation>Odsetek wygranych partii i przedział, w którym z 95 % pewnością leży prawdziwy odsetek</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="403" />
      <source>The statistics could not be cleared: {error}</source>
      <translation>Nie udało się wyczyścić statystyk: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="376" />
      <source>The statistics could not be exported: {error}</source>
      <translation>Nie udało się wyeksportować statystyk: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="312" />
      <source>The statistics could not be read: {error}</source>
      <translation>Nie udało się odczytać statystyk: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="112" />
      <source>Win rate
(95 % interval)</source>
      <translation>Skuteczność
(przedział 95 %)</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="106" />
      <source>Win rate so far</source>
      <translation>Dotychczasowa skuteczność</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="120" />
      <source>Wins
in a row</source>
      <translation>Wygrane
z rzędu</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="351" />
      <source>Won on {day}</source>
      <translation>Wygrana {day}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="123" />
      <source>Worst
match</source>
      <translation>Najgorsza
partia</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="106" />
      <source>lost</source>
      <translation>przegrane</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="62" />
      <location filename="../../gui/stats_words.py" line="77" />
      <source>nobody</source>
      <translation>nikt</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="87" />
      <source>too few matches to tell</source>
      <translation>za mało partii, by ocenić</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="106" />
      <source>won</source>
      <translation>wygrane</translation>
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
        <numerusform>{player} – wygrane partie: {won} z %n zakończonej</numerusform>
        <numerusform>{player} – wygrane partie: {won} z %n zakończonych</numerusform>
        <numerusform>{player} – wygrane partie: {won} z %n zakończonych</numerusform>
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
      <translation>{won} z {matches}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="61" />
      <source>{won} of {matches} won, from {first} to {last}</source>
      <translation>Wygrane partie: {won} z {matches}, od {first} do {last}</translation>
    </message>
  </context>
  <context>
    <name>Summary</name>
    <message>
      <location filename="../../gui/panels/summary.py" line="88" />
      <source>Main menu</source>
      <translation>Menu główne</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="89" />
      <source>New game</source>
      <translation>Nowa gra</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="34" />
      <source>Next deal</source>
      <translation>Następne rozdanie</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="90" />
      <source>Rematch</source>
      <translation>Rewanż</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="40" />
      <source>Review the deal</source>
      <translation>Przejrzyj rozdanie</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="38" />
      <location filename="../../gui/panels/summary.py" line="87" />
      <source>Score sheet</source>
      <translation>Tabela wyników</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="81" />
      <source>The match is over.</source>
      <translation>Partia skończona.</translation>
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
        <numerusform>%n lewa</numerusform>
        <numerusform>%n lewy</numerusform>
        <numerusform>%n lew</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/mulatschak.py" line="350" />
      <source>%n whiteout(s)</source>
      <translation>
        <numerusform>%n biała ręka</numerusform>
        <numerusform>%n białe ręce</numerusform>
        <numerusform>%n białych rąk</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="348" />
      <source>(blind: counts double)</source>
      <translation>(w ciemno: liczy się podwójnie)</translation>
    </message>
    <message>
      <source>1 trick</source>
      <translation type="vanished">1 lewa</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="66" />
      <source>A new trump is turned: {card}</source>
      <translation>Odkryto nowe atu: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="315" />
      <source>A trump: take it on top, and another card is dealt here while your hand is short.</source>
      <translation>Atu: weź ją dodatkowo; dopóki brakuje ci kart, na to miejsce zostanie rozdana kolejna karta.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="312" />
      <source>A trump: take it on top, and another card is dealt here; or take it for your card, which goes out of play, and go on to the next place.</source>
      <translation>Atu: weź ją dodatkowo, a na to miejsce zostanie rozdana kolejna karta; albo weź ją za swoją kartę, która wypada z gry, i przejdź do następnego miejsca.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="28" />
      <source>Aces</source>
      <translation>Asy</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="145" />
      <source>After Muss everybody defends: Idem</source>
      <translation>Po Muss wszyscy się bronią: Idem</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="75" />
      <source>Against General Rams: {n}</source>
      <translation>Przeciw General Rams: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/schnalzen.py" line="36" />
      <source>All five tricks: {n}</source>
      <translation>Wszystkie pięć lew: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/schnalzen.py" line="37" />
      <source>Another took all five tricks: {n}</source>
      <translation>Ktoś inny wziął pięć lew: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="124" />
      <source>Before you look: Raub?</source>
      <translation>Zanim spojrzysz w karty: Raub?</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="78" />
      <source>Bid {value}</source>
      <translation>Licytuj {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="106" />
      <source>Call General Rams?</source>
      <translation>Zapowiadasz General Rams?</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="207" />
      <source>Click the card you lay away for it, or keep your hand.</source>
      <translation>Kliknij kartę, którą za nią odkładasz, albo zatrzymaj swoje karty.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="228" />
      <source>Click the cards to lay out, then confirm.</source>
      <translation>Kliknij karty do wyłożenia i potwierdź.</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="350" />
      <source>Click the cards you lay away, then confirm. Enter confirms too.</source>
      <translation>Kliknij karty do odłożenia i potwierdź (także klawiszem Enter).</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="262" />
      <source>Click them in the order of their places: each shows its number, 1 for the first place. Then confirm; a card is dealt face up in front of each, and place by place you keep the better one.</source>
      <translation>Klikaj je w kolejności miejsc: każda pokazuje swój numer, 1 to pierwsze miejsce. Potem potwierdź: przed każdą zostanie rozdana odkryta karta, a na każdym miejscu zatrzymasz lepszą z dwóch.</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="346" />
      <source>Contract: {value} ({name})</source>
      <translation>Gra: {value} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="108" />
      <source>Deal</source>
      <translation>Rozdaj</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="226" />
      <location filename="../../gui/games/generic.py" line="202" />
      <source>Deal {n}</source>
      <translation>Rozdanie {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="438" />
      <source>Deal {n}: {name} deals</source>
      <translation>Rozdanie {n}: rozdaje {name}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="292" />
      <source>Declare the marriage</source>
      <translation>Zamelduj</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="291" />
      <source>Declare the marriage in {suit}?</source>
      <translation>Zameldować meldunek {suit}?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="366" />
      <source>Declarer short of his bid of {n}</source>
      <translation>Grający nie ugrał odzywki {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="166" />
      <source>Declarer short of his tricks</source>
      <translation>Grający nie wziął swoich lew</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/raub.py" line="87" />
      <source>Declarer: {name}, %n trick(s)</source>
      <translation>
        <numerusform>Grający: {name}, %n lewa</numerusform>
        <numerusform>Grający: {name}, %n lewy</numerusform>
        <numerusform>Grający: {name}, %n lew</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="116" />
      <location filename="../../gui/games/mulatschak.py" line="188" />
      <source>Declarer: {name}, {bid}</source>
      <translation>Grający: {name}, {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="86" />
      <source>Double</source>
      <translation>Podwajam</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="365" />
      <source>Double the deal?</source>
      <translation>Podwoić rozdanie?</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="280" />
      <source>Drag the card onto the pile to discard it.</source>
      <translation>Przeciągnij kartę na stos, aby ją odrzucić.</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="275" />
      <source>Drag the card onto the player who should get it.</source>
      <translation>Przeciągnij kartę na gracza, który ma ją dostać.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="140" />
      <source>Draw from the stock: lay away the cards you change</source>
      <translation>Dobierz z talonu: odłóż karty, które wymieniasz</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="122" />
      <location filename="../../gui/games/text.py" line="82" />
      <source>Drop out</source>
      <translation>Odpadam</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="234" />
      <source>Drops</source>
      <translation>Odpada</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="60" />
      <source>Exchange %n card(s)</source>
      <translation>
        <numerusform>Wymień %n kartę</numerusform>
        <numerusform>Wymień %n karty</numerusform>
        <numerusform>Wymień %n kart</numerusform>
      </translation>
    </message>
    <message>
      <source>Exchange 1 card</source>
      <translation type="vanished">Wymień 1 kartę</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="346" />
      <source>Exchange cards with the talon</source>
      <translation>Wymień karty z talonem</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="261" />
      <source>Exchange on sight: lay out the cards you would change</source>
      <translation>Wymiana na widoku: wyłóż karty, które chcesz wymienić</translation>
    </message>
    <message>
      <location filename="../../gui/games/zwanzig.py" line="36" />
      <source>Exchange up to three cards with the stock</source>
      <translation>Wymień do trzech kart z talonem</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="65" />
      <source>Exchange up to three cards with the talon</source>
      <translation>Wymień do trzech kart z talonem</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="64" />
      <source>Exchange up to two cards with the talon</source>
      <translation>Wymień do dwóch kart z talonem</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="327" />
      <source>Exchange with the stock: lay away the cards you change</source>
      <translation>Wymiana z talonem: odłóż karty, które wymieniasz</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="92" />
      <source>Exchange {n}</source>
      <translation>Wymień {n}</translation>
    </message>
    <message>
      <source>Exchange {n} cards</source>
      <translation type="vanished">Wymień karty: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="88" />
      <source>Fewer than two play: the deal is not played</source>
      <translation>Gra mniej niż dwóch graczy: rozdanie przepada</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="85" />
      <source>From</source>
      <translation>Od</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="130" />
      <source>From {start} down to 0</source>
      <translation>Od {start} w dół do 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="27" />
      <source>General Rams</source>
      <translation>General Rams</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="75" />
      <source>General Rams lost: {n}</source>
      <translation>General Rams przegrany: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="71" />
      <source>General Rams made by another: {n}</source>
      <translation>General Rams innego gracza: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="71" />
      <source>General Rams made: {n}</source>
      <translation>General Rams ugrany: {n}</translation>
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
      <translation>Najwyższa odzywka: {bid} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="332" />
      <source>High bid: {value} ({name})</source>
      <translation>Najwyższa odzywka: {value} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="239" />
      <source>Hold</source>
      <translation>Trzymam</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="295" />
      <source>Hold: you take the bid of {bid} yourself.</source>
      <translation>Trzymam: sam przejmujesz odzywkę {bid}.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="46" />
      <location filename="../../gui/games/raub.py" line="113" />
      <source>I lead</source>
      <translation>Wychodzę</translation>
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
      <translation>Idem czy Nejdem: bronisz się przeciw grającemu?</translation>
    </message>
    <message>
      <location filename="../../gui/games/schnalzen.py" line="45" />
      <source>Joker (WELI)</source>
      <translation>Joker (WELI)</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="292" />
      <source>Just play the card</source>
      <translation>Po prostu zagraj kartę</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="242" />
      <source>Keep mine</source>
      <translation>Zostaw moją</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="59" />
      <location filename="../../gui/games/text.py" line="91" />
      <source>Keep my cards</source>
      <translation>Zostawiam swoje karty</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="265" />
      <location filename="../../gui/games/rams_family.py" line="209" />
      <source>Keep my hand</source>
      <translation>Zatrzymuję swoje karty</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="250" />
      <source>Keep your cards</source>
      <translation>Zatrzymaj swoje karty</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="27" />
      <source>Kings</source>
      <translation>Króle</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="251" />
      <source>Lay out {cards}</source>
      <translation>Wyłóż {cards}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="265" />
      <source>Lay out {n}</source>
      <translation>Wyłóż {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="203" />
      <source>Leave it</source>
      <translation>Zostaw</translation>
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
      <translation>Mulatschak przegrany</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="363" />
      <source>Mulatschak made</source>
      <translation>Mulatschak ugrany</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="297" />
      <source>Mulatschak: all five tricks without exchanging.</source>
      <translation>Mulatschak: wszystkie pięć lew bez wymiany.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="110" />
      <source>Muss</source>
      <translation>Muss</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="130" />
      <source>Muss becomes possible once a player is at 9 or lower.</source>
      <translation>Muss jest możliwe, gdy ktoś ma 9 lub mniej.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="123" />
      <source>Muss makes you declarer without seeing a card; nobody may drop.</source>
      <translation>Przy Muss zostajesz grającym, nie widząc kart; nikt nie może odpaść.</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="55" />
      <source>Mönch</source>
      <translation>Mönch</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="363" />
      <source>Name the trump suit</source>
      <translation>Wybierz atu</translation>
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
      <translation>Nowe atu</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="105" />
      <location filename="../../gui/games/raub.py" line="135" />
      <source>No</source>
      <translation>Nie</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="353" />
      <source>No card is left to draw: confirm to keep your cards.</source>
      <translation>Nie ma już kart do dobrania: potwierdź, aby zatrzymać swoje karty.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="268" />
      <source>No king, ober or unter: throw in a whiteout?</source>
      <translation>Nie masz króla, wyżnika ani niżnika: rzucasz karty (biała ręka)?</translation>
    </message>
    <message>
      <location filename="../../gui/games/marriage_notice.py" line="39" />
      <source>No marriage yet: you may declare one only once you have taken a trick.</source>
      <translation>Jeszcze bez meldunku: meldować możesz dopiero po wzięciu lewy.</translation>
    </message>
    <message>
      <location filename="../../gui/table/decor.py" line="291" />
      <source>No trump</source>
      <translation>Bez atu</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="53" />
      <source>No trumps</source>
      <translation>Bez atu</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="26" />
      <source>Obers</source>
      <translation>Wyżniki</translation>
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
      <translation>Oddaj rozdanie</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="308" />
      <source>Place {p} of {k}: the {up} or your {mine}?</source>
      <translation>Miejsce {p} z {k}: odkryta karta {up} czy twoja karta {mine}?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="243" />
      <location filename="../../gui/games/text.py" line="80" />
      <source>Play</source>
      <translation>Gram</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="267" />
      <source>Play on</source>
      <translation>Gramy dalej</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="361" />
      <location filename="../../gui/games/rams_family.py" line="124" />
      <source>Play this deal or drop out?</source>
      <translation>Grasz to rozdanie czy odpadasz?</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="31" />
      <source>Play this deal or pass?</source>
      <translation>Grasz to rozdanie czy pas?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="175" />
      <location filename="../../gui/games/schnalzen.py" line="27" />
      <source>Play this deal or stay at home?</source>
      <translation>Grasz to rozdanie czy zostajesz w domu?</translation>
    </message>
    <message>
      <source>Play this deal or {choice}?</source>
      <translation type="vanished">Grasz to rozdanie czy {choice}?</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="116" />
      <source>Play with your hand or take the widow?</source>
      <translation>Grasz swoimi kartami czy bierzesz wdowę?</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="115" />
      <source>Play, take the widow or drop out?</source>
      <translation>Grasz, bierzesz wdowę czy odpadasz?</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="233" />
      <source>Plays</source>
      <translation>Gra</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="270" />
      <source>Put the card in the middle of the table to play it.</source>
      <translation>Połóż kartę na środku stołu, aby ją zagrać.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="111" />
      <source>Raub</source>
      <translation>Raub</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="125" />
      <source>Raub: you are declarer and need two tricks (Stih on a seven: one).</source>
      <translation>Raub: jesteś grającym i potrzebujesz dwóch lew (Stih przy siódemce: jednej).</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="88" />
      <source>Redouble</source>
      <translation>Rekontra</translation>
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
      <translation>Refa: karty rzucone; następne punktowane rozdanie liczy się podwójnie</translation>
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
      <translation>Zostaję w domu</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="100" />
      <source>Stays at home</source>
      <translation>Zostaje w domu</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="112" />
      <source>Stih</source>
      <translation>Stih</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="48" />
      <source>Strikers: the {rank}</source>
      <translation>Schläge: {rank}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="240" />
      <location filename="../../gui/games/rams_family.py" line="180" />
      <source>Take it</source>
      <translation>Weź</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="241" />
      <source>Take it for mine</source>
      <translation>Weź za moją</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="318" />
      <source>Take it on top</source>
      <translation>Weź dodatkowo</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="187" />
      <source>Take the trump card for {card}</source>
      <translation>Weź kartę atutową za {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="206" />
      <source>Take the trump card, the {card}?</source>
      <translation>Wziąć kartę atutową ({card})?</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="97" />
      <source>Take the widow</source>
      <translation>Weź wdowę</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="54" />
      <source>The bottom card of the cut is the {card}</source>
      <translation>Spodnia karta przełożenia: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="201" />
      <source>The bottom card of the cut is the {card}. Take it?</source>
      <translation>Spodnia karta przełożenia: {card}. Bierzesz ją?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="317" />
      <source>The card you do not take goes out of play.</source>
      <translation>Karta, której nie weźmiesz, wypada z gry.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="126" />
      <source>The declarer must take two of the four tricks.</source>
      <translation>Grający musi wziąć dwie z czterech lew.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="361" />
      <source>The declarer's Mulatschak failed</source>
      <translation>Mulatschak grającego przegrany</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="66" />
      <source>The first suit keeps the turned-up trumps; another shows that you hold the Mönch.</source>
      <translation>Pierwszy kolor zostawia odkryte atu; inny zdradza, że masz Mönch.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="293" />
      <source>The highest bidder names trumps and exchanges on sight; short of the bid: 10 on.</source>
      <translation>Najwyżej licytujący wybiera atu i wymienia na widoku; gdy nie ugra odzywki: +10.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="270" />
      <source>The same dealer deals again and the next scored deal counts double.</source>
      <translation>Ten sam gracz rozdaje ponownie, a następne punktowane rozdanie liczy się podwójnie.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/rams.py" line="123" />
      <source>The widow replaces your whole hand unseen: your cards are laid away, you take its %n card(s) without looking at them first, and you play.</source>
      <translation>
        <numerusform>Wdowa w ciemno zastępuje całą twoją rękę: twoje karty idą na bok, bierzesz jej %n kartę bez oglądania i grasz.</numerusform>
        <numerusform>Wdowa w ciemno zastępuje całą twoją rękę: twoje karty idą na bok, bierzesz jej %n karty bez oglądania i grasz.</numerusform>
        <numerusform>Wdowa w ciemno zastępuje całą twoją rękę: twoje karty idą na bok, bierzesz jej %n kart bez oglądania i grasz.</numerusform>
      </translation>
    </message>
    <message>
      <source>The widow replaces your whole hand unseen: your cards are laid away, you take its {n} cards without looking at them first, and you play.</source>
      <translation type="vanished">Wdowa w ciemno zastępuje całą twoją rękę: twoje karty idą na bok, bierzesz jej karty ({n}) bez oglądania i grasz.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/rams_family.py" line="216" />
      <source>The {talon} has %n card(s) left.</source>
      <translation>
        <numerusform>Została %n karta ({talon}).</numerusform>
        <numerusform>Zostały %n karty ({talon}).</numerusform>
        <numerusform>Zostało %n kart ({talon}).</numerusform>
      </translation>
    </message>
    <message>
      <source>The {talon} has 1 card left.</source>
      <translation type="vanished">Została 1 karta ({talon}).</translation>
    </message>
    <message>
      <source>The {talon} has {n} cards left.</source>
      <translation type="vanished">Zostało kart ({talon}): {n}.</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="135" />
      <source>This deal counts ×{m}</source>
      <translation>To rozdanie liczy się ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="282" />
      <source>This is not the moment to play a card.</source>
      <translation>Teraz nie możesz zagrać karty.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="60" />
      <source>To exactly 0: a total that would go below 0 bounces back up by the excess</source>
      <translation>Dokładnie do 0: wynik, który spadłby poniżej 0, odbija w górę o nadwyżkę</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="86" />
      <source>Tokens: from {n} down to 0</source>
      <translation>Żetony: od {n} do 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="47" />
      <source>Took it</source>
      <translation>Wzięta</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="29" />
      <source>Took the widow</source>
      <translation>Wdowa wzięta</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="270" />
      <location filename="../../gui/games/generic.py" line="205" />
      <source>Trick {n} of {total}</source>
      <translation>Lewa {n} z {total}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="323" />
      <location filename="../../gui/games/generic.py" line="445" />
      <source>Turned up: {card}</source>
      <translation>Odkryta: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="25" />
      <source>Unters</source>
      <translation>Niżniki</translation>
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
      <translation>Biała ręka</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="338" />
      <source>Whiteout: next deal ×{m}</source>
      <translation>Biała ręka: następne rozdanie ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="194" />
      <source>Whiteout: the next scored deal counts ×{m}</source>
      <translation>Biała ręka: następne punktowane rozdanie liczy się ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="88" />
      <source>Whiteout: you throw the cards in; the next scored deal counts ×{m}</source>
      <translation>Biała ręka: rzucasz karty; następne punktowane rozdanie liczy się ×{m}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/rams.py" line="88" />
      <source>Widow: %n card(s) face down</source>
      <translation>
        <numerusform>Wdowa: %n karta zakryta</numerusform>
        <numerusform>Wdowa: %n karty zakryte</numerusform>
        <numerusform>Wdowa: %n kart zakrytych</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="126" />
      <source>Will you lead?</source>
      <translation>Wychodzisz?</translation>
    </message>
    <message>
      <location filename="../../gui/games/zwanzig.py" line="26" />
      <source>You announce: name the trump suit</source>
      <translation>Zapowiadasz: wybierz atu</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="117" />
      <source>You are declarer: {bid}</source>
      <translation>Jesteś grającym: {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="99" />
      <source>You bid Mulatschak: all five tricks</source>
      <translation>Licytujesz Mulatschak: wszystkie pięć lew</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="36" />
      <source>You call General Rams: take all five tricks</source>
      <translation>Zapowiadasz General Rams: weź wszystkie pięć lew</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="129" />
      <source>You deal: deal, or pass the deal (a Refa)?</source>
      <translation>Rozdajesz: rozdać czy oddać rozdanie (Refa)?</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="122" />
      <source>You deal: deal, pass the deal (a Refa), or say Muss?</source>
      <translation>Rozdajesz: rozdać, oddać rozdanie (Refa) czy powiedzieć Muss?</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="447" />
      <source>You declare the marriage in {suit}: +{points}</source>
      <translation>Meldujesz {suit}: +{points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="388" />
      <source>You double: the deal counts ×{factor}</source>
      <translation>Podwajasz: rozdanie liczy się ×{factor}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="358" />
      <source>You drop out of this deal</source>
      <translation>Odpadasz z tego rozdania</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/choreography.py" line="411" />
      <source>You exchange %n card(s)</source>
      <translation>
        <numerusform>Wymieniasz %n kartę</numerusform>
        <numerusform>Wymieniasz %n karty</numerusform>
        <numerusform>Wymieniasz %n kart</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="409" />
      <source>You exchange one card</source>
      <translation>Wymieniasz jedną kartę</translation>
    </message>
    <message>
      <source>You exchange {n} cards</source>
      <translation type="vanished">Wymieniasz karty: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="232" />
      <source>You exchanged, so you play this deal</source>
      <translation>Wymiana zrobiona, więc grasz to rozdanie</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="424" />
      <source>You give a card to {receiver}</source>
      <translation>Dajesz kartę graczowi {receiver}</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="44" />
      <source>You hold a Fliege: five of a suit win the deal</source>
      <translation>Masz Fliege: pięć kart w kolorze wygrywa rozdanie</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="61" />
      <source>You hold the Mönch: name the trump suit</source>
      <translation>Masz Mönch: wybierz atu</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="108" />
      <source>You hold: {bid}</source>
      <translation>Trzymasz: {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="165" />
      <source>You keep your card</source>
      <translation>Zostawiasz swoją kartę</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="396" />
      <source>You keep your cards</source>
      <translation>Zostawiasz swoje karty</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="125" />
      <source>You keep your hand</source>
      <translation>Zatrzymujesz swoje karty</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="135" />
      <source>You lay out {n} to exchange on sight</source>
      <translation>Wykładasz {n} do wymiany na widoku</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="354" />
      <source>You may change 1 card.</source>
      <translation>Możesz wymienić 1 kartę.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="354" />
      <source>You may change up to %n card(s).</source>
      <translation>
        <numerusform>Możesz wymienić do %n karty.</numerusform>
        <numerusform>Możesz wymienić do %n kart.</numerusform>
        <numerusform>Możesz wymienić do %n kart.</numerusform>
      </translation>
    </message>
    <message>
      <source>You may change up to {n} cards.</source>
      <translation type="vanished">Możesz wymienić do {n} kart.</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="108" />
      <source>You must then take all five tricks; everybody plays.</source>
      <translation>Musisz wtedy wziąć wszystkie pięć lew; grają wszyscy.</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="380" />
      <source>You name {suit} as trumps</source>
      <translation>Wybierasz atu: {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="323" />
      <source>You play this deal</source>
      <translation>Grasz to rozdanie</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="378" />
      <source>You play without trumps</source>
      <translation>Grasz bez atu</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="347" />
      <source>You play {value}</source>
      <translation>Grasz {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="60" />
      <source>You played the Mönch: name the trumps from the next trick on</source>
      <translation>Mönch zagrany: wybierz atu od następnej lewy</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="38" />
      <source>You say Nejdem</source>
      <translation>Mówisz Nejdem</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="96" />
      <source>You stay at home</source>
      <translation>Zostajesz w domu</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="67" />
      <source>You take the cut card</source>
      <translation>Bierzesz kartę z przełożenia</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="81" />
      <source>You take the trump card, the {card}</source>
      <translation>Bierzesz kartę atutową: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="55" />
      <source>You take the widow</source>
      <translation>Bierzesz wdowę</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="157" />
      <source>You take the {card}</source>
      <translation>Bierzesz {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="202" />
      <source>You then get one card fewer in the first packet and may not exchange.</source>
      <translation>Dostajesz wtedy o jedną kartę mniej w pierwszej porcji i nie możesz wymieniać.</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="407" />
      <source>You took the trick</source>
      <translation>Bierzesz lewę</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="404" />
      <source>You took the trick: %n point(s)</source>
      <translation>
        <numerusform>Bierzesz lewę: %n pkt</numerusform>
        <numerusform>Bierzesz lewę: %n pkt</numerusform>
        <numerusform>Bierzesz lewę: %n pkt</numerusform>
      </translation>
    </message>
    <message>
      <source>You took the trick: {points} points</source>
      <translation type="vanished">Bierzesz lewę: {points} pkt</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="367" />
      <source>Your bid</source>
      <translation>Twoja odzywka</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="284" />
      <source>Your bid: how many tricks will you take?</source>
      <translation>Twoja odzywka: ile lew weźmiesz?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="281" />
      <source>Your bid: {name} bid {bid}</source>
      <translation>Twoja odzywka ({name}: {bid})</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="368" />
      <source>Your choice</source>
      <translation>Twój wybór</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="317" />
      <source>Your tricks: {won}</source>
      <translation>Twoje lewy: {won}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="316" />
      <source>Your tricks: {won} ({needs} needed)</source>
      <translation>Twoje lewy: {won} (potrzeba {needs})</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="176" />
      <location filename="../../gui/games/rams_family.py" line="98" />
      <location filename="../../gui/games/schnalzen.py" line="28" />
      <source>at home</source>
      <translation>w domu</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="159" />
      <source>card</source>
      <translation>karta</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="341" />
      <source>declarer: one off a trick when he makes his bid, else 10 on; Mulatschak: 10 off, or 10 on and 10 off for the others; the others: one off a trick, else 5 on; at home: 1 on</source>
      <translation>grający: −1 za lewę, gdy ugra odzywkę, inaczej +10; Mulatschak: −10 albo +10 i −10 dla pozostałych; pozostali: −1 za lewę, bez lewy +5; w domu: +1</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="156" />
      <source>declarer: one off a trick when he takes his tricks, else 4 on; a defender: one off a trick, else 2 on; Nejdem: nothing</source>
      <translation>grający: −1 za lewę, gdy weźmie swoje lewy, inaczej +4; obrońca: −1 za lewę, bez lewy +2; Nejdem: nic</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="45" />
      <source>down to 0</source>
      <translation>w dół do 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="360" />
      <location filename="../../gui/games/generic.py" line="179" />
      <location filename="../../gui/games/rams_family.py" line="125" />
      <source>dropped out</source>
      <translation>odpada</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="22" />
      <source>eights</source>
      <translation>ósemki</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="226" />
      <source>golden round</source>
      <translation>złota kolejka</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="82" />
      <source>hold {n}</source>
      <translation>trzyma {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="27" />
      <source>leads</source>
      <translation>wychodzi</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="23" />
      <source>nines</source>
      <translation>dziewiątki</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="32" />
      <source>passed</source>
      <translation>pas</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="436" />
      <source>pile</source>
      <translation>stos</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="30" />
      <source>says Muss</source>
      <translation>mówi Muss</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="28" />
      <source>says Raub</source>
      <translation>mówi Raub</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="29" />
      <source>says Stih</source>
      <translation>mówi Stih</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="21" />
      <source>sevens</source>
      <translation>siódemki</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="20" />
      <source>sixes</source>
      <translation>szóstki</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="177" />
      <location filename="../../gui/games/raub.py" line="81" />
      <location filename="../../gui/games/zwanzig.py" line="21" />
      <source>stock</source>
      <translation>talon</translation>
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
      <translation>dziesiątki</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="45" />
      <source>to exactly 0</source>
      <translation>dokładnie do 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="268" />
      <location filename="../../gui/games/generic.py" line="187" />
      <source>trump</source>
      <translation>atu</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="317" />
      <location filename="../../gui/games/generic.py" line="199" />
      <location filename="../../gui/games/rams_family.py" line="158" />
      <source>trump card</source>
      <translation>karta atutowa</translation>
    </message>
    <message>
      <location filename="../../gui/table/decor.py" line="40" />
      <source>turned up: {card}</source>
      <translation>odkryta: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="350" />
      <source>whiteout</source>
      <translation>biała ręka</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="82" />
      <source>widow</source>
      <translation>wdowa</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="171" />
      <source>with {names}</source>
      <translation>razem z: {names}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="225" />
      <source>{choice} costs {n} at once.</source>
      <translation>„{choice}” kosztuje od razu {n}.</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="428" />
      <location filename="../../gui/games/generic.py" line="453" />
      <source>{giver} gives a card to {receiver}</source>
      <translation>{giver} daje kartę graczowi {receiver}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="426" />
      <source>{giver} gives you a card</source>
      <translation>{giver} daje ci kartę</translation>
    </message>
    <message>
      <location filename="../../gui/games/zwanzig.py" line="31" />
      <source>{hearts} count double; with {diamonds} trumps nobody may drop.</source>
      <translation>{hearts} liczą się podwójnie; gdy atu to {diamonds}, nikt nie może odpaść.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="99" />
      <source>{name} bids Mulatschak!</source>
      <translation>{name} licytuje Mulatschak!</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="375" />
      <source>{name} bids {bid}</source>
      <translation>{name} licytuje {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="421" />
      <source>{name} bids {value}</source>
      <translation>{name} licytuje {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="129" />
      <source>{name} calls General Rams</source>
      <translation>{name} zapowiada General Rams</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="37" />
      <source>{name} calls General Rams: everybody plays</source>
      <translation>{name} zapowiada General Rams: grają wszyscy</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="442" />
      <source>{name} declares the marriage in {suit} ({points})</source>
      <translation>{name} melduje {suit} ({points})</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="448" />
      <source>{name} declares the marriage in {suit}: +{points}</source>
      <translation>{name} melduje {suit}: +{points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="389" />
      <location filename="../../gui/games/generic.py" line="434" />
      <source>{name} doubles: the deal counts ×{factor}</source>
      <translation>{name} podwaja: rozdanie liczy się ×{factor}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="359" />
      <source>{name} drops out</source>
      <translation>{name} odpada</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/choreography.py" line="412" />
      <source>{name} exchanges %n card(s)</source>
      <translation>
        <numerusform>{name} wymienia %n kartę</numerusform>
        <numerusform>{name} wymienia %n karty</numerusform>
        <numerusform>{name} wymienia %n kart</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="409" />
      <source>{name} exchanges one card</source>
      <translation>{name} wymienia jedną kartę</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="451" />
      <source>{name} exchanges {n} cards</source>
      <translation>{name} wymienia karty: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="373" />
      <source>{name} holds {n}</source>
      <translation>{name} trzyma {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="108" />
      <source>{name} holds: {bid}</source>
      <translation>{name} trzyma: {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="117" />
      <source>{name} is declarer: {bid}</source>
      <translation>Grający {name}: {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="55" />
      <source>{name} is shown the bottom card of the cut: the {card}</source>
      <translation>{name} widzi spodnią kartę przełożenia: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="165" />
      <source>{name} keeps his own card</source>
      <translation>{name} zostawia swoją kartę</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="396" />
      <location filename="../../gui/games/generic.py" line="450" />
      <source>{name} keeps the cards</source>
      <translation>{name} zostawia swoje karty</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="125" />
      <source>{name} keeps the hand</source>
      <translation>{name} zatrzymuje swoje karty</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="136" />
      <source>{name} lays out {n} to exchange on sight</source>
      <translation>{name} wykłada {n} do wymiany na widoku</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="58" />
      <source>{name} looks at the bottom card of the cut</source>
      <translation>{name} ogląda spodnią kartę przełożenia</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="457" />
      <source>{name} names trumps: {suit}</source>
      <translation>{name} wybiera atu: {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="380" />
      <source>{name} names {suit} as trumps</source>
      <translation>{name} wybiera atu: {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="423" />
      <source>{name} passes</source>
      <translation>{name} pasuje</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="378" />
      <source>{name} plays without trumps</source>
      <translation>{name} gra bez atu</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="440" />
      <source>{name} plays {card}</source>
      <translation>{name} zagrywa {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="413" />
      <source>{name} plays {card} and declares the marriage ({points})</source>
      <translation>{name} zagrywa {card} i melduje ({points})</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="347" />
      <location filename="../../gui/games/generic.py" line="436" />
      <source>{name} plays {value}</source>
      <translation>{name} gra {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="39" />
      <source>{name} says Nejdem</source>
      <translation>{name} mówi Nejdem</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="71" />
      <source>{name} shows a Fliege</source>
      <translation>{name} pokazuje Fliege</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="45" />
      <source>{name} shows a Fliege: five of a suit win the deal</source>
      <translation>{name} pokazuje Fliege: pięć kart w kolorze wygrywa rozdanie</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="97" />
      <source>{name} stays at home</source>
      <translation>{name} zostaje w domu</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="67" />
      <location filename="../../gui/games/rams_family.py" line="295" />
      <source>{name} takes the cut card</source>
      <translation>{name} bierze kartę z przełożenia</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="428" />
      <source>{name} takes the trick</source>
      <translation>{name} bierze lewę</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="426" />
      <source>{name} takes the trick (%n point(s))</source>
      <translation>
        <numerusform>{name} bierze lewę (%n pkt)</numerusform>
        <numerusform>{name} bierze lewę (%n pkt)</numerusform>
        <numerusform>{name} bierze lewę (%n pkt)</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} takes the trick ({points} points)</source>
      <translation type="vanished">{name} bierze lewę ({points} pkt)</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="293" />
      <source>{name} takes the trump card</source>
      <translation>{name} bierze kartę atutową</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="82" />
      <source>{name} takes the trump card, the {card}</source>
      <translation>{name} bierze kartę atutową: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="55" />
      <location filename="../../gui/games/rams.py" line="131" />
      <source>{name} takes the widow</source>
      <translation>{name} bierze wdowę</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="157" />
      <source>{name} takes the {card}</source>
      <translation>{name} bierze {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="408" />
      <source>{name} took the trick</source>
      <translation>{name} bierze lewę</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="405" />
      <source>{name} took the trick: %n point(s)</source>
      <translation>
        <numerusform>{name} bierze lewę: %n pkt</numerusform>
        <numerusform>{name} bierze lewę: %n pkt</numerusform>
        <numerusform>{name} bierze lewę: %n pkt</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} took the trick: {points} points</source>
      <translation type="vanished">{name} bierze lewę: {points} pkt</translation>
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
        <numerusform>{name} {how}: do wzięcia %n lewa</numerusform>
        <numerusform>{name} {how}: do wzięcia %n lewy</numerusform>
        <numerusform>{name} {how}: do wzięcia %n lew</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="371" />
      <source>{name}: whiteout</source>
      <translation>{name}: biała ręka</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="89" />
      <source>{name}: whiteout! The cards are thrown in; the next scored deal counts ×{m}</source>
      <translation>{name}: biała ręka! Karty rzucone; następne punktowane rozdanie liczy się ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="432" />
      <source>{name}: {word}</source>
      <translation>{name}: {word}</translation>
    </message>
    <message>
      <source>{n} tricks</source>
      <translation type="vanished">Lewy: {n}</translation>
    </message>
    <message>
      <source>{n} whiteouts</source>
      <translation type="vanished">Białe ręce: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="457" />
      <location filename="../../gui/games/generic.py" line="447" />
      <source>{suit} is trump</source>
      <translation>Atu: {suit}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/rams_family.py" line="132" />
      <source>{talon}: %n card(s)</source>
      <translation>
        <numerusform>{talon}: %n karta</numerusform>
        <numerusform>{talon}: %n karty</numerusform>
        <numerusform>{talon}: %n kart</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="230" />
      <source>{value} blind</source>
      <translation>{value} w ciemno</translation>
    </message>
  </context>
  <context>
    <name>TakenPile</name>
    <message numerus="yes">
      <location filename="../../gui/table/seat_plate.py" line="229" />
      <source>%n trick(s) taken</source>
      <translation>
        <numerusform>%n lewa wzięta</numerusform>
        <numerusform>%n lewy wzięte</numerusform>
        <numerusform>%n lew wziętych</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Thousand</name>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="188" />
      <source>A nine at the bottom three times: you lose {points}</source>
      <translation>Trzeci raz dziewiątka na spodzie: tracisz {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="189" />
      <source>A nine at the bottom three times: {name} loses {points}</source>
      <translation>Trzeci raz dziewiątka na spodzie: {name} traci {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="176" />
      <source>A nine at the bottom: you cut again</source>
      <translation>Dziewiątka na spodzie: przekładasz jeszcze raz</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="177" />
      <source>A nine at the bottom: {name} cuts again</source>
      <translation>Dziewiątka na spodzie: {name} przekłada jeszcze raz</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="167" />
      <source>Aces {points}</source>
      <translation>Asy {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="149" />
      <location filename="../../gui/games/thousand_view.py" line="248" />
      <source>Contract: {value} ({name})</source>
      <translation>Gra: {value} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="139" />
      <source>Deal {n}</source>
      <translation>Rozdanie {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="106" />
      <source>Declare the Aces</source>
      <translation>Zamelduj asy</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="105" />
      <source>Declare the four Aces as a marriage (+{points})?</source>
      <translation>Zameldować cztery asy jako meldunek (+{points})?</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="115" />
      <source>Declare the marriage</source>
      <translation>Zamelduj</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="113" />
      <source>Declare the marriage in {suit} (+{points}) and make {suit} trump?</source>
      <translation>Zameldować meldunek {suit} (+{points})? Atu zostanie {suit}.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="145" />
      <source>High bid: {value} ({name})</source>
      <translation>Najwyższa odzywka: {value} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="106" />
      <location filename="../../gui/games/thousand.py" line="115" />
      <source>Just play the card</source>
      <translation>Po prostu zagraj kartę</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="41" />
      <source>Marriages: {values},</source>
      <translation>Meldunki: {values},</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="74" />
      <location filename="../../gui/games/thousand_view.py" line="171" />
      <location filename="../../gui/games/thousand_view.py" line="257" />
      <source>No trump</source>
      <translation>Bez atu</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="147" />
      <source>Opening bid: 100</source>
      <translation>Otwarcie licytacji: 100</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="62" />
      <source>Pass</source>
      <translation>Pas</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="152" />
      <source>Trick {n} of {total}</source>
      <translation>Lewa {n} z {total}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="270" />
      <source>You concede the deal</source>
      <translation>Grasz bombę</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="263" />
      <source>You declare the four Aces: +{points}</source>
      <translation>Meldujesz cztery asy: +{points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="200" />
      <source>You demand a new deal: {reason}</source>
      <translation>Żądasz nowego rozdania: {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="255" />
      <source>You play for {value}</source>
      <translation>Grasz {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="252" />
      <source>You raise the contract to {value}</source>
      <translation>Podnosisz grę do {value}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/thousand_view.py" line="278" />
      <source>You take the pile: %n point(s)</source>
      <translation>
        <numerusform>Bierzesz stos: %n pkt</numerusform>
        <numerusform>Bierzesz stos: %n pkt</numerusform>
        <numerusform>Bierzesz stos: %n pkt</numerusform>
      </translation>
    </message>
    <message>
      <source>You take the pile: {points} points</source>
      <translation type="vanished">Bierzesz stos: {points} pkt</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="145" />
      <source>Your points: {points}</source>
      <translation>Twoje punkty: {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="144" />
      <source>Your points: {points} of {contract}</source>
      <translation>Twoje punkty: {points} z {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="46" />
      <source>barrel {n}/3</source>
      <translation>beczka {n}/3</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="48" />
      <source>bolts {n}</source>
      <translation>kreski {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="39" />
      <source>four Aces {value}</source>
      <translation>cztery asy {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="285" />
      <source>four nines</source>
      <translation>cztery dziewiątki</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="287" />
      <source>four nines after giving</source>
      <translation>cztery dziewiątki po oddaniu kart</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="141" />
      <source>golden round</source>
      <translation>złota kolejka</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="286" />
      <source>nines in the stock</source>
      <translation>dziewiątki w musiku</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="135" />
      <source>pile</source>
      <translation>stos</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="93" />
      <location filename="../../gui/games/thousand_view.py" line="109" />
      <source>stock</source>
      <translation>musik</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="117" />
      <source>stock {n}</source>
      <translation>musik {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="171" />
      <source>trump</source>
      <translation>atu</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="270" />
      <source>{name} concedes the deal</source>
      <translation>{name} gra bombę</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="264" />
      <source>{name} declares the four Aces: +{points}</source>
      <translation>{name} melduje cztery asy: +{points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="200" />
      <source>{name} demands a new deal: {reason}</source>
      <translation>{name} żąda nowego rozdania: {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="255" />
      <source>{name} plays for {value}</source>
      <translation>{name} gra {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="252" />
      <source>{name} raises the contract to {value}</source>
      <translation>{name} podnosi grę do {value}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/thousand_view.py" line="279" />
      <source>{name} takes the pile: %n point(s)</source>
      <translation>
        <numerusform>{name} bierze stos: %n pkt</numerusform>
        <numerusform>{name} bierze stos: %n pkt</numerusform>
        <numerusform>{name} bierze stos: %n pkt</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} takes the pile: {points} points</source>
      <translation type="vanished">{name} bierze stos: {points} pkt</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="53" />
      <source>{value} blind</source>
      <translation>{value} w ciemno</translation>
    </message>
  </context>
  <context>
    <name>ThousandPanels</name>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="72" />
      <source>A blind bid is made without looking; a blind winner's result counts double.</source>
      <translation>Licytacja w ciemno odbywa się bez patrzenia w karty; wynik zwycięzcy licytacji w ciemno liczy się podwójnie.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="37" />
      <source>A blind bid may not go above 120.</source>
      <translation>W ciemno nie można licytować powyżej 120.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="44" />
      <source>Above 120 you need a marriage (King and Queen of one suit) in your hand.</source>
      <translation>Powyżej 120 musisz mieć na ręce meldunek (króla i damę w jednym kolorze).</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="43" />
      <source>Above 120 you need a marriage (King and Queen of one suit, or all four Aces) in your hand.</source>
      <translation>Powyżej 120 musisz mieć na ręce meldunek (króla i damę w jednym kolorze albo cztery asy).</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="128" />
      <source>Announce your contract</source>
      <translation>Ogłoś swoją grę</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="57" />
      <source>Auction: {name} bids {value}</source>
      <translation>Licytacja: {name} licytuje {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="64" />
      <source>Bid {value} blind</source>
      <translation>Licytuj {value} w ciemno</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="146" />
      <source>Choose a stock</source>
      <translation>Wybierz musik</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="156" />
      <source>Click a card to discard it, or drag it onto the pile.</source>
      <translation>Kliknij kartę, aby ją odrzucić, albo przeciągnij ją na stos.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="117" />
      <source>Click a card, then click it again to give it; or drag it onto the player.</source>
      <translation>Kliknij kartę, potem kliknij ją ponownie, aby ją oddać; albo przeciągnij ją na gracza.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="164" />
      <source>Concede the deal</source>
      <translation>Bomba</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="86" />
      <source>Demand a new deal</source>
      <translation>Żądaj nowego rozdania</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="155" />
      <source>Discard two cards</source>
      <translation>Odrzuć dwie karty</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="103" />
      <source>Give a card to {name}</source>
      <translation>Daj kartę graczowi {name}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="105" />
      <source>Give one card to each opponent</source>
      <translation>Daj każdemu przeciwnikowi po karcie</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="165" />
      <source>Give up this deal: each opponent scores 60; every third concession costs your contract.</source>
      <translation>Rezygnujesz z rozdania: każdy przeciwnik dostaje 60; co trzecia bomba kosztuje cię wartość gry.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="87" />
      <source>Keep these cards</source>
      <translation>Zatrzymaj te karty</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="68" />
      <source>Look at my cards</source>
      <translation>Pokaż moje karty</translation>
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
      <translation>Graj {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="148" />
      <source>Take stock {n}</source>
      <translation>Weź musik {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="136" />
      <source>The contract may be from {low} to {top}: it is never lowered.</source>
      <translation>Gra może wynosić od {low} do {top}: nigdy się jej nie obniża.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="109" />
      <source>The next card goes to:</source>
      <translation>Następną kartę dostaje:</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="79" />
      <source>The stock holds two or more nines.</source>
      <translation>W musiku są co najmniej dwie dziewiątki.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="41" />
      <source>With the marriages in your hand you may go up to {top}.</source>
      <translation>Z meldunkami na ręce możesz dojść do {top}.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="133" />
      <location filename="../../gui/games/thousand_panels.py" line="141" />
      <source>Without a marriage in your hand the contract cannot go above 120.</source>
      <translation>Bez meldunku na ręce gra nie może przekroczyć 120.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="59" />
      <source>Without a marriage in your hand you can bid up to 120.</source>
      <translation>Bez meldunku na ręce możesz licytować do 120.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="78" />
      <source>You hold all four nines.</source>
      <translation>Masz wszystkie cztery dziewiątki.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="65" />
      <source>You may bid from {low} to {top}.</source>
      <translation>Możesz licytować od {low} do {top}.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="83" />
      <source>You may demand a new deal</source>
      <translation>Możesz zażądać nowego rozdania</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="139" />
      <source>You may raise the contract to {top}; it is never lowered.</source>
      <translation>Możesz podnieść grę do {top}; nigdy się jej nie obniża.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="80" />
      <source>You now hold all four nines.</source>
      <translation>Masz teraz wszystkie cztery dziewiątki.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="55" />
      <source>You open the auction</source>
      <translation>Otwierasz licytację</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="39" />
      <source>{top} is the highest bid: all card points and every marriage.</source>
      <translation>{top} to najwyższa odzywka: wszystkie punkty z kart i każdy meldunek.</translation>
    </message>
  </context>
  <context>
    <name>ThousandSheet</name>
    <message numerus="yes">
      <location filename="../../gui/games/thousand_sheet.py" line="24" />
      <source>%n bolt(s)</source>
      <translation>
        <numerusform>%n kreska</numerusform>
        <numerusform>%n kreski</numerusform>
        <numerusform>%n kresek</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="34" />
      <source>555: back to 0</source>
      <translation>555: powrót do 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="206" />
      <source>Arrived on the barrel: {n}</source>
      <translation>Wejście na beczkę: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="136" />
      <source>Card points {cards} + marriage {m} = {total}</source>
      <translation>Punkty z kart {cards} + meldunek {m} = {total}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="135" />
      <source>Card points {n}</source>
      <translation>Punkty z kart {n}</translation>
    </message>
    <message>
      <source>Conceded, the {nth} time</source>
      <translation type="vanished">Bomba, {nth}. raz</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="145" />
      <source>Conceded: time {n}</source>
      <translation>Bomba nr {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="68" />
      <source>Contract</source>
      <translation>Gra</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="154" />
      <source>Contract {c} made</source>
      <translation>Gra {c} ugrana</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="154" />
      <source>Contract {c} missed</source>
      <translation>Gra {c} nieugrana</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="66" />
      <source>Deal</source>
      <translation>Rozdanie</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="67" />
      <source>Declarer</source>
      <translation>Grający</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="213" />
      <source>Exactly 555: back to 0</source>
      <translation>Dokładnie 555: powrót do 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="208" />
      <source>Fell from the barrel: {n}</source>
      <translation>Spadek z beczki: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="247" />
      <source>How</source>
      <translation>Rozliczenie</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="209" />
      <source>Knocked off the barrel: {n}</source>
      <translation>Zrzucony z beczki: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="211" />
      <source>Made it on the barrel: {n}</source>
      <translation>Ugrane na beczce: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="204" />
      <source>No trick: bolt {n}</source>
      <translation>Bez lewy: kreska nr {n}</translation>
    </message>
    <message>
      <source>No trick: {nth} bolt</source>
      <translation type="vanished">Bez lewy: {nth}. kreska</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="153" />
      <source>On the barrel a contract under {n} does not count</source>
      <translation>Na beczce gra poniżej {n} się nie liczy</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="207" />
      <source>On the barrel: attempt {n}/3</source>
      <translation>Na beczce: próba {n}/3</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="212" />
      <source>Past 1000: {n}</source>
      <translation>Ponad 1000: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="273" />
      <source>Place</source>
      <translation>Miejsce</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="244" />
      <location filename="../../gui/games/thousand_sheet.py" line="273" />
      <source>Player</source>
      <translation>Gracz</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="69" />
      <source>Result</source>
      <translation>Wynik</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="246" />
      <location filename="../../gui/games/thousand_sheet.py" line="273" />
      <source>Score</source>
      <translation>Wynik</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="186" />
      <source>Sits out</source>
      <translation>Pauzuje</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="185" />
      <source>Sits out; the stock: {points}</source>
      <translation>Pauzuje; musik: {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="166" />
      <source>The declarer conceded: {points}</source>
      <translation>Grający zagrał bombę: {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="165" />
      <source>The declarer conceded; on the barrel nothing counts</source>
      <translation>Grający zagrał bombę; na beczce nic się nie liczy</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="205" />
      <source>Third bolt: {points}</source>
      <translation>Trzecia kreska: {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="210" />
      <source>Third fall: back to 0</source>
      <translation>Trzeci spadek: powrót do 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="245" />
      <source>This deal</source>
      <translation>To rozdanie</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="88" />
      <source>Total</source>
      <translation>Razem</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="264" />
      <source>You win the match with {score} points!</source>
      <translation>Wygrywasz partię, mając {score} pkt!</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="27" />
      <location filename="../../gui/games/thousand_sheet.py" line="93" />
      <source>barrel {n}/3</source>
      <translation>beczka {n}/3</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="57" />
      <source>blind</source>
      <translation>w ciemno</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="24" />
      <source>bolt</source>
      <translation>kreska</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="95" />
      <source>bolts {n}</source>
      <translation>kreski {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="247" />
      <source>card points and marriages, rounding, the contract, bolts and the barrel</source>
      <translation>punkty z kart i meldunki, zaokrąglenie, gra, kreski i beczka</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="53" />
      <source>conceded</source>
      <translation>bomba</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="33" />
      <source>conceded ({n})</source>
      <translation>bomba ({n})</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="149" />
      <source>costs the contract {points}</source>
      <translation>kosztuje wartość gry {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="251" />
      <source>declarer</source>
      <translation>grający</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="54" />
      <source>failed</source>
      <translation>nieugrana</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="150" />
      <source>free</source>
      <translation>za darmo</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="59" />
      <source>golden</source>
      <translation>złota</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="29" />
      <source>knocked off the barrel</source>
      <translation>zrzucony z beczki</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="54" />
      <source>made</source>
      <translation>ugrana</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="43" />
      <source>new deal: {reason}</source>
      <translation>nowe rozdanie: {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="168" />
      <source>not counted on the barrel</source>
      <translation>na beczce się nie liczy</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="28" />
      <source>off the barrel</source>
      <translation>zejście z beczki</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="26" />
      <source>on the barrel</source>
      <translation>na beczce</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="176" />
      <source>rounded {n}</source>
      <translation>zaokrąglone {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="70" />
      <source>running total, change and marks</source>
      <translation>bieżący wynik, zmiana i oznaczenia</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="30" />
      <source>third fall: back to 0</source>
      <translation>trzeci spadek: powrót do 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="25" />
      <source>three bolts {points}</source>
      <translation>trzy kreski {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="45" />
      <source>void: a nine at the bottom three times</source>
      <translation>nieważne: trzeci raz dziewiątka na spodzie</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="31" />
      <location filename="../../gui/games/thousand_sheet.py" line="32" />
      <source>wins</source>
      <translation>wygrywa</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="267" />
      <source>{names} win the match</source>
      <translation>{names} wygrywają partię</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="238" />
      <source>{name} conceded the contract of {contract}</source>
      <translation>{name}: bomba przy grze {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="242" />
      <source>{name} played {contract} and failed</source>
      <translation>{name}: gra {contract} nieugrana</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="240" />
      <source>{name} played {contract} and made it</source>
      <translation>{name}: gra {contract} ugrana</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="266" />
      <source>{name} wins the match with {score} points</source>
      <translation>{name} wygrywa partię, mając {score} pkt</translation>
    </message>
    <message>
      <source>{n} bolts</source>
      <translation type="vanished">kreski: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="124" />
      <source>×2 blind</source>
      <translation>×2 w ciemno</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="126" />
      <source>×2 golden round</source>
      <translation>×2 złota kolejka</translation>
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
      <translation>Tysiąc</translation>
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
      <translation>Wyższa karta w kolorze twojego meldunku jest jeszcze w grze: najpierw weź swoje pewne lewy.</translation>
    </message>
    <message>
      <source>Against a Bettler, lead low in a suit the declarer may hold: he may have to go over.</source>
      <translation>Przeciw Bettlerowi wychodź nisko w kolor, który może mieć grający: może będzie musiał przebić.</translation>
    </message>
    <message>
      <source>Against a Bettler, play your highest card that does not take the trick: keep low ones to lead.</source>
      <translation>Przeciw Bettlerowi zagraj najwyższą kartę, która nie bierze lewy: niskie zostaw na wyjścia.</translation>
    </message>
    <message>
      <source>Against a Schnapser, lead your cheapest card: each point brings the declarer nearer 66.</source>
      <translation>Przeciw Schnapserowi wychodź najtańszą kartą: każdy punkt przybliża grającego do 66.</translation>
    </message>
    <message>
      <source>An opponent is winning: take the trick with your cheapest card likely to keep it.</source>
      <translation>Wygrywa przeciwnik: weź lewę najtańszą kartą, która ją raczej utrzyma.</translation>
    </message>
    <message>
      <source>An opponent on the barrel would win the match with this auction: outbid him.</source>
      <translation>Przeciwnik na beczce wygrałby partię tą licytacją: przelicytuj go.</translation>
    </message>
    <message>
      <source>Any of these does about as well.</source>
      <translation>Każda z tych kart jest mniej więcej równie dobra.</translation>
    </message>
    <message>
      <source>Both stocks are unseen, so either is as good.</source>
      <translation>Obu musików nie widać, więc każdy jest równie dobry.</translation>
    </message>
    <message>
      <source>Call all five only with five near-certain tricks.</source>
      <translation>Zapowiadaj wszystkie pięć tylko z pięcioma niemal pewnymi lewami.</translation>
    </message>
    <message>
      <source>Counting out the last tricks, this card does best.</source>
      <translation>Po przeliczeniu ostatnich lew ta karta wypada najlepiej.</translation>
    </message>
    <message>
      <source>Cut rather than knock: forehand then chooses trumps from three cards, not five.</source>
      <translation>Lepiej przełóż, niż pukaj: pierwsza ręka wybiera wtedy atu z trzech kart, a nie z pięciu.</translation>
    </message>
    <message>
      <source>Declare your marriage while you may: the most valuable one first.</source>
      <translation>Zamelduj, póki możesz: najpierw najcenniejszy meldunek.</translation>
    </message>
    <message>
      <source>Discard your cheapest cards: never half of a marriage, never an ace.</source>
      <translation>Odrzuć najtańsze karty: nigdy połowy meldunku, nigdy asa.</translation>
    </message>
    <message>
      <source>Four nines make a weak hand: ask for a new deal.</source>
      <translation>Cztery dziewiątki to słaba ręka: zażądaj nowego rozdania.</translation>
    </message>
    <message>
      <source>Fresh cards promise more than your weakest ones.</source>
      <translation>Nowe karty obiecują więcej niż twoje najsłabsze.</translation>
    </message>
    <message>
      <source>Give away the card worth least: taking this trick is out of reach or does not pay.</source>
      <translation>Oddaj najmniej wartą kartę: tej lewy nie weźmiesz albo się nie opłaca.</translation>
    </message>
    <message>
      <source>Give away your cheapest cards: never half of a marriage, never an ace.</source>
      <translation>Oddaj najtańsze karty: nigdy połowy meldunku, nigdy asa.</translation>
    </message>
    <message>
      <source>Go for this trick with your cheapest card that beats the cards played so far.</source>
      <translation>Powalcz o tę lewę najtańszą kartą, która bije dotąd zagrane.</translation>
    </message>
    <message>
      <source>In a Bettler, every card you may play beats the trick: play your lowest.</source>
      <translation>W Bettlerze każda dozwolona karta bierze lewę: zagraj najniższą.</translation>
    </message>
    <message>
      <source>In a Bettler, lead your lowest card.</source>
      <translation>W Bettlerze wychodź najniższą kartą.</translation>
    </message>
    <message>
      <source>In a Bettler, play your highest card that does not take the trick.</source>
      <translation>W Bettlerze zagraj najwyższą kartę, która nie bierze lewy.</translation>
    </message>
    <message>
      <source>In deals played out from what you can see, losing this card hurts your contract least.</source>
      <translation>W rozdaniach rozegranych próbnie na podstawie tego, co widzisz, strata tej karty najmniej szkodzi twojej grze.</translation>
    </message>
    <message>
      <source>In deals played out from what you can see, this exchange pays best.</source>
      <translation>W rozdaniach rozegranych próbnie na podstawie tego, co widzisz, ta wymiana opłaca się najbardziej.</translation>
    </message>
    <message>
      <source>In deals played out from what you can see, this pays best.</source>
      <translation>W rozdaniach rozegranych próbnie na podstawie tego, co widzisz, to opłaca się najbardziej.</translation>
    </message>
    <message>
      <source>It is the only card you may play.</source>
      <translation>To jedyna karta, którą możesz zagrać.</translation>
    </message>
    <message>
      <source>It is the only move you may make.</source>
      <translation>To jedyny ruch, jaki możesz wykonać.</translation>
    </message>
    <message>
      <source>Lead your highest card: it has the best chance of taking the trick.</source>
      <translation>Wyjdź najwyższą kartą: ma największą szansę wziąć lewę.</translation>
    </message>
    <message>
      <source>Lead your marriage: it counts 20 or 40 at once.</source>
      <translation>Wyjdź meldunkiem: od razu liczy się 20 albo 40.</translation>
    </message>
    <message>
      <source>Led, this card takes the trick more often than not.</source>
      <translation>Po wyjściu ta karta częściej bierze lewę, niż ją traci.</translation>
    </message>
    <message>
      <source>Look at your cards before you bid.</source>
      <translation>Zanim zalicytujesz, obejrzyj karty.</translation>
    </message>
    <message>
      <source>Muss, said blind, pays only when you are close to winning.</source>
      <translation>Muss w ciemno opłaca się tylko, gdy jesteś blisko wygranej.</translation>
    </message>
    <message>
      <source>No lead is worth more: give up the lead as cheaply as possible.</source>
      <translation>Żadne wyjście nie jest lepsze: oddaj wyjście jak najtaniej.</translation>
    </message>
    <message>
      <source>No suit stands out in your three cards: let a turned-up card decide.</source>
      <translation>Żaden kolor nie wyróżnia się w twoich trzech kartach: niech zdecyduje odkryta karta.</translation>
    </message>
    <message>
      <source>Nobody after you can beat this card: it takes the trick.</source>
      <translation>Nikt po tobie nie przebije tej karty: bierze lewę.</translation>
    </message>
    <message>
      <source>Nobody can beat the other defender's card: give him the most points.</source>
      <translation>Nikt nie przebije karty drugiego obrońcy: dołóż mu jak najwięcej punktów.</translation>
    </message>
    <message>
      <source>Nobody can beat this card: it takes the trick and keeps its points from the declarer.</source>
      <translation>Nikt nie przebije tej karty: bierze lewę i nie oddaje punktów grającemu.</translation>
    </message>
    <message>
      <source>Nobody can beat this card: it takes the trick and keeps you the lead.</source>
      <translation>Nikt nie przebije tej karty: bierze lewę, a wyjście zostaje przy tobie.</translation>
    </message>
    <message>
      <source>Nobody can beat this card: it takes the trick.</source>
      <translation>Nikt nie przebije tej karty: bierze lewę.</translation>
    </message>
    <message>
      <source>Nobody can beat your partner's card: add the most points to it.</source>
      <translation>Nikt nie przebije karty twojego partnera: dołóż do niej jak najwięcej punktów.</translation>
    </message>
    <message>
      <source>None of your cards is weak enough to lay out.</source>
      <translation>Żadna z twoich kart nie jest dość słaba, by ją wyłożyć.</translation>
    </message>
    <message>
      <source>Nothing here promises enough: play on without raising the stakes.</source>
      <translation>Nic tu nie obiecuje wystarczająco dużo: graj dalej bez podnoszenia stawki.</translation>
    </message>
    <message>
      <source>Nothing is likely to win: lead the card least useful later and make the others spend high cards.</source>
      <translation>Nic raczej nie wygra: wyjdź kartą najmniej potrzebną później i zmuś innych do wydania wysokich kart.</translation>
    </message>
    <message>
      <source>Nothing speaks for another choice.</source>
      <translation>Nic nie przemawia za innym wyborem.</translation>
    </message>
    <message>
      <source>Nothing to win here: play your lowest card.</source>
      <translation>Nic tu do wygrania: zagraj najniższą kartę.</translation>
    </message>
    <message>
      <source>On the barrel only a contract above 120 counts, and your hand can make one.</source>
      <translation>Na beczce liczy się tylko gra powyżej 120, a twoja ręka może ją ugrać.</translation>
    </message>
    <message>
      <source>On the barrel only a contract above 120 counts, and your hand is not good for one.</source>
      <translation>Na beczce liczy się tylko gra powyżej 120, a twoja ręka się do niej nie nadaje.</translation>
    </message>
    <message>
      <source>Only a trump can beat this card, and nobody is likely to trump it.</source>
      <translation>Tę kartę przebije tylko atu, a raczej nikt jej nie przebije atutem.</translation>
    </message>
    <message>
      <source>Playing this hand does not pay: sit the deal out.</source>
      <translation>Granie tą ręką się nie opłaca: przeczekaj rozdanie.</translation>
    </message>
    <message>
      <source>Playing this hand promises more than sitting the deal out.</source>
      <translation>Granie tą ręką obiecuje więcej niż przeczekanie rozdania.</translation>
    </message>
    <message>
      <source>Raub is said without looking at your cards: too risky.</source>
      <translation>Raub mówi się bez patrzenia w karty: zbyt ryzykowne.</translation>
    </message>
    <message>
      <source>Take the trump for your card: on top it would cost a better card at a later place.</source>
      <translation>Weź atu za swoją kartę: wzięte dodatkowo kosztowałoby lepszą kartę na dalszym miejscu.</translation>
    </message>
    <message>
      <source>Taking this trick is unlikely or not worth it: play the card that costs least.</source>
      <translation>Wzięcie tej lewy jest mało prawdopodobne albo nieopłacalne: zagraj najtańszą kartę.</translation>
    </message>
    <message>
      <source>The card on sight is a trump or better than yours.</source>
      <translation>Karta na widoku to atu albo jest lepsza od twojej.</translation>
    </message>
    <message>
      <source>The contract has little chance: giving the deal up costs less.</source>
      <translation>Gra ma małe szanse: bomba kosztuje mniej.</translation>
    </message>
    <message>
      <source>The cut card is not strong enough whatever the trumps will be.</source>
      <translation>Karta z przełożenia jest za słaba, jakiekolwiek będzie atu.</translation>
    </message>
    <message>
      <source>The cut card is strong whatever the trumps will be.</source>
      <translation>Karta z przełożenia jest silna, jakiekolwiek będzie atu.</translation>
    </message>
    <message>
      <source>The declarer could beat the other defender: take over with a card he likely cannot beat.</source>
      <translation>Grający mógłby przebić drugiego obrońcę: przejmij lewę kartą, której raczej nie przebije.</translation>
    </message>
    <message>
      <source>The declarer plays after you: follow low, so he may have to go over.</source>
      <translation>Grający gra po tobie: dołóż nisko, żeby musiał przebijać.</translation>
    </message>
    <message>
      <source>The first hand must open the auction with 100.</source>
      <translation>Pierwsza ręka musi otworzyć licytację od 100.</translation>
    </message>
    <message>
      <source>The other defender is void in this suit and may trump it.</source>
      <translation>Drugi obrońca nie ma tego koloru i może go przebić atutem.</translation>
    </message>
    <message>
      <source>The other defender likely takes this trick: give him the most points.</source>
      <translation>Drugi obrońca raczej weźmie tę lewę: dołóż mu jak najwięcej punktów.</translation>
    </message>
    <message>
      <source>The trump card would not make your hand clearly better.</source>
      <translation>Karta atutowa nie poprawiłaby wyraźnie twojej ręki.</translation>
    </message>
    <message>
      <source>These cards are unlikely to take a trick: lay them out, the best of them first.</source>
      <translation>Te karty raczej nie wezmą lewy: wyłóż je, najpierw najlepszą.</translation>
    </message>
    <message>
      <source>This announcement cannot fail.</source>
      <translation>Ta zapowiedź nie może się nie udać.</translation>
    </message>
    <message>
      <source>This card takes the trick more often than not.</source>
      <translation>Ta karta częściej bierze lewę, niż ją traci.</translation>
    </message>
    <message>
      <source>This contract has the best expected score for your hand.</source>
      <translation>Ta gra daje najlepszy oczekiwany wynik przy twojej ręce.</translation>
    </message>
    <message>
      <source>This trick makes your contract, and nobody can beat this card.</source>
      <translation>Ta lewa zapewnia ci grę, a nikt nie przebije tej karty.</translation>
    </message>
    <message>
      <source>This trick makes your contract, and nobody is likely to beat this card.</source>
      <translation>Ta lewa zapewnia ci grę, a raczej nikt nie przebije tej karty.</translation>
    </message>
    <message>
      <source>Two nines in the stock leave your hand short of the contract: ask for a new deal.</source>
      <translation>Dwie dziewiątki w musiku nie pozwolą ugrać gry: zażądaj nowego rozdania.</translation>
    </message>
    <message>
      <source>Winning the auction at this bid is worth more to your hand than passing.</source>
      <translation>Wygranie licytacji tą odzywką jest dla twojej ręki warte więcej niż pas.</translation>
    </message>
    <message>
      <source>With all four aces, declare them: they count 200.</source>
      <translation>Masz wszystkie cztery asy: zamelduj je, są warte 200.</translation>
    </message>
    <message>
      <source>You are close to winning, and Stih needs only one trick.</source>
      <translation>Jesteś blisko wygranej, a Stih wymaga tylko jednej lewy.</translation>
    </message>
    <message>
      <source>You are close to winning: Muss makes you declarer at once.</source>
      <translation>Jesteś blisko wygranej: Muss od razu czyni cię grającym.</translation>
    </message>
    <message>
      <source>You are far behind a player close to winning: gamble on a blind bid.</source>
      <translation>Jesteś daleko za graczem bliskim wygranej: zaryzykuj licytację w ciemno.</translation>
    </message>
    <message>
      <source>You can beat: this is your highest card that does.</source>
      <translation>Możesz przebić: to twoja najwyższa karta, która bije.</translation>
    </message>
    <message>
      <source>You cannot take this trick: follow low and keep your high cards.</source>
      <translation>Nie weźmiesz tej lewy: dołóż nisko i zachowaj wysokie karty.</translation>
    </message>
    <message>
      <source>You cannot take this trick: throw the card least likely to take one later.</source>
      <translation>Nie weźmiesz tej lewy: zrzuć kartę, która ma najmniejsze szanse wziąć lewę później.</translation>
    </message>
    <message>
      <source>You have no trick yet and few cards left: lead the card most likely to win.</source>
      <translation>Nie masz jeszcze lewy, a zostało ci mało kart: wyjdź kartą, która najpewniej wygra.</translation>
    </message>
    <message>
      <source>You have no trick yet: this card has the best chance of taking one.</source>
      <translation>Nie masz jeszcze lewy: ta karta ma największą szansę, by jakąś wziąć.</translation>
    </message>
    <message>
      <source>You hold most cards and points in this suit.</source>
      <translation>Masz najwięcej kart i punktów w tym kolorze.</translation>
    </message>
    <message>
      <source>You hold the highest trump and more: draw the defenders' trumps first.</source>
      <translation>Masz najwyższe atu i więcej: najpierw wyciągnij atuty obrońcom.</translation>
    </message>
    <message>
      <source>You must play this deal.</source>
      <translation>Musisz grać to rozdanie.</translation>
    </message>
    <message>
      <source>You play last: this is your lowest card that takes the trick.</source>
      <translation>Grasz ostatni: to twoja najniższa karta, która bierze lewę.</translation>
    </message>
    <message>
      <source>Your cards are good enough to keep.</source>
      <translation>Twoje karty są dość dobre, by je zatrzymać.</translation>
    </message>
    <message>
      <source>Your cards have little hope of keeping this trick: beat it low, keep the high cards.</source>
      <translation>Twoje karty mają małe szanse utrzymać tę lewę: przebij nisko, zachowaj wysokie.</translation>
    </message>
    <message>
      <source>Your hand does not promise enough tricks to be declarer.</source>
      <translation>Twoja ręka nie obiecuje dość lew, by zostać grającym.</translation>
    </message>
    <message>
      <source>Your hand does not promise more: keep the contract you won.</source>
      <translation>Twoja ręka nie obiecuje więcej: zostań przy wylicytowanej grze.</translation>
    </message>
    <message>
      <source>Your hand does not promise two tricks.</source>
      <translation>Twoja ręka nie obiecuje dwóch lew.</translation>
    </message>
    <message>
      <source>Your hand is clearly better with the trump card instead of your weakest card.</source>
      <translation>Z kartą atutową zamiast najsłabszej karty twoja ręka będzie wyraźnie lepsza.</translation>
    </message>
    <message>
      <source>Your hand is not worth a higher bid.</source>
      <translation>Twoja ręka nie jest warta wyższej odzywki.</translation>
    </message>
    <message>
      <source>Your hand is weak under these trumps: turn a new trump.</source>
      <translation>Przy tym atu twoja ręka jest słaba: odkryj nowe atu.</translation>
    </message>
    <message>
      <source>Your hand is weak: an unseen hand promises more.</source>
      <translation>Twoja ręka jest słaba: nieznana ręka obiecuje więcej.</translation>
    </message>
    <message>
      <source>Your hand may still take tricks: keep it.</source>
      <translation>Twoja ręka może jeszcze brać lewy: zatrzymaj ją.</translation>
    </message>
    <message>
      <source>Your hand promises more than fresh cards would.</source>
      <translation>Twoja ręka obiecuje więcej niż nowe karty.</translation>
    </message>
    <message>
      <source>Your hand promises most with this suit as trumps.</source>
      <translation>Twoja ręka obiecuje najwięcej z tym kolorem jako atu.</translation>
    </message>
    <message>
      <source>Your hand promises next to nothing under any trumps: throw it in.</source>
      <translation>Twoja ręka nie obiecuje prawie nic przy żadnym atu: rzuć karty.</translation>
    </message>
    <message>
      <source>Your hand promises this many tricks with a margin to spare.</source>
      <translation>Twoja ręka obiecuje tyle lew z zapasem.</translation>
    </message>
    <message>
      <source>Your hand promises two tricks.</source>
      <translation>Twoja ręka obiecuje dwie lewy.</translation>
    </message>
    <message>
      <source>Your hand takes all five tricks almost surely, without exchanging.</source>
      <translation>Twoja ręka niemal na pewno weźmie wszystkie pięć lew bez wymiany.</translation>
    </message>
    <message>
      <source>Your hand takes all five tricks almost surely.</source>
      <translation>Twoja ręka niemal na pewno weźmie wszystkie pięć lew.</translation>
    </message>
    <message>
      <source>Your highest card has the best chance of taking the trick.</source>
      <translation>Twoja najwyższa karta ma największą szansę wziąć lewę.</translation>
    </message>
    <message>
      <source>Your own card has the better chance.</source>
      <translation>Twoja własna karta ma większą szansę.</translation>
    </message>
  </context>
  <context>
    <name>network</name>
    <message>
      <location filename="../../engine/net/messages.py" line="64" />
      <source>a message the host cannot read</source>
      <translation>wiadomość, której gospodarz nie może odczytać</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="65" />
      <source>a player of that name already sits at the table</source>
      <translation>przy stole siedzi już gracz o tym imieniu</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="69" />
      <source>no Kartln table answers at that address</source>
      <translation>pod tym adresem nie odpowiada żaden stół Kartln</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="61" />
      <source>that seat is taken</source>
      <translation>to miejsce jest zajęte</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="68" />
      <source>the connection to the host was lost</source>
      <translation>utracono połączenie z gospodarzem</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="62" />
      <source>the host did not expect that message</source>
      <translation>gospodarz nie oczekiwał tej wiadomości</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="66" />
      <source>the host has closed the table</source>
      <translation>gospodarz zamknął stół</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="58" />
      <source>the host runs another version of Kartln; both computers need the same version</source>
      <translation>gospodarz ma inną wersję Kartln; oba komputery potrzebują tej samej wersji</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="70" />
      <source>the host sent something this Kartln cannot read</source>
      <translation>gospodarz przysłał coś, czego ta wersja Kartln nie umie odczytać</translation>
    </message>
    <message numerus="yes">
      <location filename="../../engine/net/messages.py" line="53" />
      <source>the host speaks version %n of the network protocol; update Kartln on both computers</source>
      <translation>
        <numerusform>gospodarz używa wersji %n protokołu sieciowego; zaktualizuj Kartln na obu komputerach</numerusform>
        <numerusform>gospodarz używa wersji %n protokołu sieciowego; zaktualizuj Kartln na obu komputerach</numerusform>
        <numerusform>gospodarz używa wersji %n protokołu sieciowego; zaktualizuj Kartln na obu komputerach</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="59" />
      <source>the table code is wrong</source>
      <translation>nieprawidłowy kod stołu</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="60" />
      <source>the table has no free seat</source>
      <translation>przy stole nie ma wolnego miejsca</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="63" />
      <source>too many messages at once</source>
      <translation>zbyt wiele wiadomości naraz</translation>
    </message>
  </context>
  <context>
    <name>notes</name>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="63" />
      <source>66 reached</source>
      <translation>osiągnięte 66</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="62" />
      <source>66 reached; the other side has less than 33</source>
      <translation>osiągnięte 66; przeciwnicy mają mniej niż 33</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="60" />
      <source>66 reached; the other side took no trick</source>
      <translation>osiągnięte 66; przeciwnicy bez lewy</translation>
    </message>
    <message>
      <location filename="../../engine/games/moench/state.py" line="95" />
      <source>Fliege: five of a suit</source>
      <translation>Fliege: pięć kart w kolorze</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="27" />
      <source>General Rams lost</source>
      <translation>General Rams przegrany</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="27" />
      <source>General Rams made</source>
      <translation>General Rams ugrany</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="411" />
      <source>Mulatschak failed</source>
      <translation>Mulatschak przegrany</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="417" />
      <source>Mulatschak made</source>
      <translation>Mulatschak ugrany</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="179" />
      <source>Refa: thrown in: everybody passed</source>
      <translation>Refa: karty rzucone: wszyscy spasowali</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="178" />
      <source>Refa: thrown in: everybody passed the new trump</source>
      <translation>Refa: karty rzucone: przy nowym atu wszyscy spasowali</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="147" />
      <source>Refa: thrown in: the dealer passed the deal</source>
      <translation>Refa: karty rzucone: rozdający oddał rozdanie</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="196" />
      <source>Refa: thrown in: the new trump showed the same suit twice</source>
      <translation>Refa: karty rzucone: przy nowym atu dwa razy wypadł ten sam kolor</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="47" />
      <source>Whiteout: thrown in, the next deal counts double</source>
      <translation>Biała ręka: karty rzucone, następne rozdanie liczy się podwójnie</translation>
    </message>
    <message>
      <location filename="../../engine/games/schnalzen/state.py" line="24" />
      <source>all five tricks</source>
      <translation>wszystkie pięć lew</translation>
    </message>
    <message>
      <location filename="../../engine/games/schnalzen/state.py" line="23" />
      <source>all three stayed at home: the dealer −5 without play</source>
      <translation>wszyscy trzej zostali w domu: rozdający −5 bez gry</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="421" />
      <source>bid {bid} failed</source>
      <translation>odzywka {bid} nieugrana</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="32" />
      <source>doubled by a Refa</source>
      <translation>podwojone: Refa</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="50" />
      <source>doubled by a whiteout</source>
      <translation>podwojone: biała ręka</translation>
    </message>
    <message>
      <location filename="../../engine/games/zwanzig/state.py" line="21" />
      <source>everybody else dropped: five tricks without play</source>
      <translation>pozostali odpadli: pięć lew bez gry</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="49" />
      <source>everybody else stayed at home: the declarer −5 without play</source>
      <translation>pozostali zostali w domu: grający −5 bez gry</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="48" />
      <source>everybody passed: thrown in</source>
      <translation>wszyscy spasowali: karty rzucone</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="33" />
      <source>everybody said Nejdem: four tricks without play</source>
      <translation>wszyscy powiedzieli Nejdem: cztery lewy bez gry</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="50" />
      <source>fewer than two played: not scored</source>
      <translation>grało mniej niż dwóch graczy: rozdanie się nie liczy</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="65" />
      <source>nobody reached 66: the last trick wins</source>
      <translation>nikt nie doszedł do 66: wygrywa ostatnia lewa</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="272" />
      <source>{contract} claimed</source>
      <translation>{contract}: wygrana bez rozgrywania</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="39" />
      <source>{contract} lost</source>
      <translation>{contract}: przegrana</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="38" />
      <source>{contract} made</source>
      <translation>{contract}: wygrana</translation>
    </message>
  </context>
  <context>
    <name>refusals</name>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="127" />
      <source>a Herrengang needs all five cards of one suit</source>
      <translation>Herrengang wymaga wszystkich pięciu kart jednego koloru</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="132" />
      <source>a Herrenschnapser needs all five trumps</source>
      <translation>Herrenschnapser wymaga wszystkich pięciu atutów</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="496" />
      <source>a bid above 120 needs a marriage (King and Queen of one suit) in your hand</source>
      <translation>aby licytować powyżej 120, musisz mieć na ręce meldunek (króla i damę w jednym kolorze)</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="494" />
      <source>a bid above 120 needs a marriage (King and Queen of one suit, or all four Aces) in your hand</source>
      <translation>aby licytować powyżej 120, musisz mieć na ręce meldunek (króla i damę w jednym kolorze albo cztery asy)</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="470" />
      <source>a blind bid is possible only before you look at your cards</source>
      <translation>w ciemno można licytować tylko przed obejrzeniem kart</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="488" />
      <source>a blind bid may not exceed 120</source>
      <translation>w ciemno nie można licytować powyżej 120</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="394" />
      <location filename="../../engine/games/thousand/state.py" line="750" />
      <source>a marriage can be declared only after you have taken a trick</source>
      <translation>meldować możesz dopiero po wzięciu lewy</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="364" />
      <location filename="../../engine/games/thousand/state.py" line="748" />
      <source>a marriage is declared by leading its King or Queen</source>
      <translation>meldunek zgłasza się, wychodząc jego królem albo damą</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="392" />
      <source>a marriage is declared only when leading</source>
      <translation>meldować można tylko przy wyjściu</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="740" />
      <source>a marriage is declared only when leading to a trick</source>
      <translation>meldować można tylko przy wyjściu do lewy</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="232" />
      <source>a {contract} does not outrank the {highest} announced</source>
      <translation>{contract} nie przewyższa zapowiedzianej już gry: {highest}</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="137" />
      <source>after Muss nobody may say Nejdem</source>
      <translation>po Muss nikt nie może powiedzieć Nejdem</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="186" />
      <source>after a Mulatschak everybody plays</source>
      <translation>po Mulatschaku grają wszyscy</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="199" />
      <source>after a knock you have all five cards: name a trump</source>
      <translation>po pukaniu masz wszystkie pięć kart: wybierz atu</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="743" />
      <source>an ace marriage can be declared only after you have taken a trick</source>
      <translation>asy możesz zameldować dopiero po wzięciu lewy</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="745" />
      <source>an ace marriage needs all four aces in your hand</source>
      <translation>do meldunku asów musisz mieć na ręce wszystkie cztery asy</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="668" />
      <source>announce the contract first</source>
      <translation>najpierw ogłoś swoją grę</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="209" />
      <source>bid Mulatschak or pass</source>
      <translation>licytuj Mulatschak albo pasuj</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="196" />
      <source>bid a number of tricks, Mulatschak, or pass</source>
      <translation>licytuj liczbę lew, Mulatschak albo pasuj</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="210" />
      <source>bid from {lowest} to {highest} tricks</source>
      <translation>licytuj od {lowest} do {highest} lew</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="481" />
      <source>bids go up in steps of {step}</source>
      <translation>licytuje się co {step}</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="96" />
      <source>call General Rams, or pass</source>
      <translation>zapowiedz General Rams albo pasuj</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="635" />
      <source>choose one of the two stocks first</source>
      <translation>najpierw wybierz jeden z dwóch musików</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="341" />
      <source>choose the cards to exchange with the talon, or keep your cards</source>
      <translation>wybierz karty do wymiany z talonem albo zatrzymaj swoje karty</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="59" />
      <source>conceding the deal is not allowed in these rules</source>
      <translation>według tych zasad nie można grać bomby</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="140" />
      <source>deal, pass the deal, or say Muss</source>
      <translation>rozdaj, oddaj rozdanie albo powiedz Muss</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="650" />
      <source>demand a new deal or keep this one</source>
      <translation>zażądaj nowego rozdania albo zostań przy tym</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="622" />
      <source>discard two cards onto the other stock first</source>
      <translation>najpierw odrzuć dwie karty na drugi musik</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="596" />
      <source>each opponent receives exactly one card</source>
      <translation>każdy przeciwnik dostaje dokładnie jedną kartę</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="91" />
      <source>everybody before you dropped, so you must play</source>
      <translation>wszyscy przed tobą odpadli, więc musisz grać</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="447" />
      <location filename="../../engine/games/thousand/state.py" line="475" />
      <source>first hand must open the auction with 100</source>
      <translation>pierwsza ręka musi otworzyć licytację od 100</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="125" />
      <source>forehand may not announce a Herrengang</source>
      <translation>pierwsza ręka nie może zapowiedzieć Herrengangu</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="208" />
      <source>forehand names a trump or turns up a card now</source>
      <translation>teraz pierwsza ręka wybiera atu albo odkrywa kartę</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="586" />
      <source>give one card to each opponent first</source>
      <translation>najpierw daj po jednej karcie każdemu przeciwnikowi</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="594" />
      <source>give the card to an opponent, not to yourself</source>
      <translation>daj kartę przeciwnikowi, nie sobie</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="397" />
      <source>in a solo contract only the declarer's marriages count</source>
      <translation>gdy grający gra sam, liczą się tylko jego meldunki</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="458" />
      <source>it is the auction now: bid or pass</source>
      <translation>teraz trwa licytacja: licytuj albo pasuj</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="197" />
      <source>lay out the cards to exchange on sight, or keep your hand</source>
      <translation>wyłóż karty do wymiany na widoku albo zatrzymaj swoje karty</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="472" />
      <source>look at your cards first, or bid blind</source>
      <translation>najpierw obejrzyj karty albo licytuj w ciemno</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="396" />
      <source>marriages do not count in this contract</source>
      <translation>w tej grze meldunki się nie liczą</translation>
    </message>
    <message>
      <location filename="../../engine/games/zwanzig/state.py" line="90" />
      <source>name a suit you hold as trumps</source>
      <translation>wybierz na atu kolor, który masz na ręce</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="117" />
      <source>name each card once</source>
      <translation>każdą kartę wskaż tylko raz</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="344" />
      <location filename="../../engine/games/zwanzig/state.py" line="89" />
      <source>name the trump suit</source>
      <translation>wybierz atu</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="116" />
      <source>no such card</source>
      <translation>nie ma takiej karty</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="109" />
      <source>nobody announces the normal game: it is played when everybody passes</source>
      <translation>gry zwykłej się nie zapowiada: gra się ją, gdy wszyscy spasują</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="112" />
      <source>not allowed now</source>
      <translation>teraz nie wolno</translation>
    </message>
    <message>
      <location filename="../../gui/controller.py" line="146" />
      <source>not your turn</source>
      <translation>to nie twój ruch</translation>
    </message>
    <message>
      <location filename="../../gui/controller.py" line="142" />
      <location filename="../../gui/net/remote_seat.py" line="71" />
      <source>not your turn yet</source>
      <translation>to jeszcze nie twój ruch</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="206" />
      <source>nothing outranks a Mulatschak: pass</source>
      <translation>Mulatschak to najwyższa odzywka: pasuj</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="122" />
      <source>only an opponent of forehand may announce a {contract}</source>
      <translation>tylko przeciwnik pierwszej ręki może zapowiedzieć tę grę: {contract}</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="117" />
      <source>only forehand may announce a Bauernschnapser</source>
      <translation>Bauernschnapsera może zapowiedzieć tylko pierwsza ręka</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="130" />
      <source>only forehand may announce a Herrenschnapser</source>
      <translation>Herrenschnapsera może zapowiedzieć tylko pierwsza ręka</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="115" />
      <source>only forehand or his partner may announce a Bauernschnapser</source>
      <translation>Bauernschnapsera może zapowiedzieć tylko pierwsza ręka lub jej partner</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="111" />
      <source>only forehand or his partner may announce a Schnapser</source>
      <translation>Schnapsera może zapowiedzieć tylko pierwsza ręka lub jej partner</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="116" />
      <source>only forehand's partner may announce a Bauernschnapser</source>
      <translation>Bauernschnapsera może zapowiedzieć tylko partner pierwszej ręki</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="87" />
      <source>only one other player is playing, so you must play</source>
      <translation>gra tylko jeden inny gracz, więc musisz grać</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="212" />
      <source>only the dealer may hold, and only a number somebody else bid</source>
      <translation>trzymać może tylko rozdający i tylko odzywkę, którą zgłosił ktoś inny</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="242" />
      <source>pass or announce a contract</source>
      <translation>pasuj albo zapowiedz grę</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="201" />
      <source>pick the first or the second face-down card</source>
      <translation>wybierz pierwszą albo drugą zakrytą kartę</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="115" />
      <source>play a card</source>
      <translation>zagraj kartę</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="674" />
      <source>raising the contract after the stock is not allowed in these rules</source>
      <translation>według tych zasad nie można podnieść gry po musiku</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="140" />
      <source>say Raub, Stih or pass</source>
      <translation>powiedz Raub, Stih albo pasuj</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="343" />
      <source>say whether you play or drop</source>
      <translation>powiedz, czy grasz, czy odpadasz</translation>
    </message>
    <message>
      <location filename="../../engine/games/ramsen/state.py" line="58" />
      <source>say whether you play or pass</source>
      <translation>powiedz, czy grasz, czy pasujesz</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="199" />
      <location filename="../../engine/games/schnalzen/state.py" line="61" />
      <source>say whether you play or stay at home</source>
      <translation>powiedz, czy grasz, czy zostajesz w domu</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="306" />
      <source>say {word} or pass</source>
      <translation>powiedz {word} albo pasuj</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="141" />
      <source>say “I lead” or pass</source>
      <translation>powiedz „Wychodzę” albo pasuj</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="340" />
      <source>take the bottom card of the cut, or leave it</source>
      <translation>weź spodnią kartę przełożenia albo ją zostaw</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="198" />
      <source>take the face-up card, or keep your own</source>
      <translation>weź odkrytą kartę albo zostaw swoją</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="342" />
      <source>take the turned-up trump card for a card of your hand, or pass</source>
      <translation>weź kartę atutową za kartę z ręki albo pasuj</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="202" />
      <source>the card to turn up is picked at random in these rules</source>
      <translation>według tych zasad kartę do odkrycia wybiera los</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="671" />
      <source>the contract can be raised but never lowered (it is {bid})</source>
      <translation>grę można podnieść, ale nigdy obniżyć (wynosi {bid})</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="677" />
      <source>the contract goes up in steps of {step}</source>
      <translation>grę podnosi się co {step}</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="492" />
      <source>the cutter cuts the deck or knocks now</source>
      <translation>teraz przekładający przekłada talię albo puka</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="193" />
      <source>the deal is played with a trump: name a suit</source>
      <translation>to rozdanie gra się z atu: wybierz kolor</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="221" />
      <source>the face-up card is not a trump: taking it puts it in place of your card</source>
      <translation>odkryta karta nie jest atu: jeśli ją weźmiesz, zastąpi twoją kartę</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="490" />
      <source>the highest possible bid is {bid}</source>
      <translation>najwyższa możliwa odzywka to {bid}</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="113" />
      <source>the match is over</source>
      <translation>partia skończona</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="222" />
      <source>the trump fills your hand whichever way you take it: take it, or keep your card</source>
      <translation>to atu i tak uzupełni twoją rękę, jakkolwiek je weźmiesz: weź je albo zostaw swoją kartę</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="114" />
      <source>this is not the moment for that</source>
      <translation>teraz nie pora na to</translation>
    </message>
    <message>
      <location filename="../../gui/controller.py" line="34" />
      <source>this move came too late: the table has moved on</source>
      <translation>ten ruch przyszedł za późno: gra poszła już dalej</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="195" />
      <source>throw in a whiteout, or play on</source>
      <translation>rzuć karty (biała ręka) albo graj dalej</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="753" />
      <source>to declare a marriage you must hold both the King and the Queen of {suit}</source>
      <translation>aby zameldować, musisz mieć i króla, i damę w kolorze {suit}</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="368" />
      <source>to declare a marriage you need the King and the Queen of {suit}</source>
      <translation>do meldunku potrzebujesz króla i damy w kolorze {suit}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../engine/games/schnalzen/state.py" line="56" />
      <source>with %n or less you must play</source>
      <translation>
        <numerusform>mając %n lub mniej, musisz grać</numerusform>
        <numerusform>mając %n lub mniej, musisz grać</numerusform>
        <numerusform>mając %n lub mniej, musisz grać</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../engine/games/mulatschak/state.py" line="190" />
      <source>with %n point(s) or less you must play</source>
      <translation>
        <numerusform>mając %n punkt lub mniej, musisz grać</numerusform>
        <numerusform>mając %n punkty lub mniej, musisz grać</numerusform>
        <numerusform>mając %n punktów lub mniej, musisz grać</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="492" />
      <source>with the marriages you hold you may go up to {bid}</source>
      <translation>z meldunkami na ręce możesz dojść do {bid}</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="188" />
      <source>with {suit} trumps everybody plays</source>
      <translation>gdy atu to {suit}, grają wszyscy</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="168" />
      <source>you cannot follow {suit}, so you must play a trump</source>
      <translation>nie możesz dołożyć do koloru {suit}, więc musisz zagrać atu</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="735" />
      <source>you cannot follow {suit}, so you must play a trump ({trump})</source>
      <translation>nie możesz dołożyć do koloru {suit}, więc musisz zagrać atu ({trump})</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="122" />
      <source>you do not hold the {card}</source>
      <translation>nie masz karty {card}</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="297" />
      <source>you exchanged cards, so you must play</source>
      <translation>po wymianie kart musisz grać</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="440" />
      <source>you have already looked at your cards</source>
      <translation>już znasz swoje karty</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="566" />
      <source>you may concede only after taking the stock, before discarding your first card</source>
      <translation>bombę możesz zagrać tylko po wzięciu musiku, przed odrzuceniem pierwszej karty</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="567" />
      <source>you may concede only after taking the stock, before giving your first card</source>
      <translation>bombę możesz zagrać tylko po wzięciu musiku, przed oddaniem pierwszej karty</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="578" />
      <source>you may concede only before discarding your first card</source>
      <translation>bombę możesz zagrać tylko przed odrzuceniem pierwszej karty</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="577" />
      <source>you may concede only before giving your first card</source>
      <translation>bombę możesz zagrać tylko przed oddaniem pierwszej karty</translation>
    </message>
    <message numerus="yes">
      <location filename="../../engine/games/rams_family/match.py" line="330" />
      <source>you may exchange at most %n card(s) now</source>
      <translation>
        <numerusform>teraz możesz wymienić najwyżej %n kartę</numerusform>
        <numerusform>teraz możesz wymienić najwyżej %n karty</numerusform>
        <numerusform>teraz możesz wymienić najwyżej %n kart</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="195" />
      <source>you may name only a suit you hold a card of, not {suit}</source>
      <translation>możesz wybrać tylko kolor, w którym masz jakąś kartę, a nie {suit}</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="334" />
      <source>you may not drop now</source>
      <translation>teraz nie możesz odpaść</translation>
    </message>
    <message>
      <location filename="../../engine/games/bohemian_watten/state.py" line="55" />
      <source>you may not exchange the turned-up card you took</source>
      <translation>nie możesz wymienić wziętej karty atutowej</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="165" />
      <source>you must beat the {card} if you can</source>
      <translation>jeśli możesz, musisz przebić kartę {card}</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="479" />
      <source>you must bid at least {bid}</source>
      <translation>musisz licytować co najmniej {bid}</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="163" />
      <source>you must follow suit: trumps were led</source>
      <translation>musisz dołożyć do koloru: wyjście było w atu</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="734" />
      <location filename="../../engine/match.py" line="164" />
      <source>you must follow suit: {suit}</source>
      <translation>musisz dołożyć do koloru: {suit}</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="169" />
      <source>you must play a trump higher than the {card} if you can</source>
      <translation>jeśli możesz, musisz zagrać atu wyższe niż {card}</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="170" />
      <source>you must take the trick if you can: play a card that beats the {card}</source>
      <translation>jeśli możesz, musisz wziąć lewę: zagraj kartę, która przebije {card}</translation>
    </message>
    <message>
      <location filename="../../engine/games/ramsen/state.py" line="53" />
      <source>you took the cut card, so you must play</source>
      <translation>po wzięciu karty z przełożenia musisz grać</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="597" />
      <source>{seat} does not play in this deal</source>
      <translation>{seat} nie gra w tym rozdaniu</translation>
    </message>
  </context>
  <context>
    <name>rules</name>
    <message>
      <source>+10 (as in the rule text)</source>
      <translation>+10 (jak w tekście zasad)</translation>
    </message>
    <message>
      <source>+10 besides his tricks (−1 each, +5 for none)</source>
      <translation>+10 oprócz jego lew (−1 za każdą, +5 bez lewy)</translation>
    </message>
    <message>
      <source>9♦, 7♦ and Q♣ stay permanent trumps below the trump ace; off: the Mönch is the only one.</source>
      <translation>9♦, 7♦ i D♣ zostają stałymi atutami poniżej asa atu; wył.: jedynym jest Mönch.</translation>
    </message>
    <message>
      <source>A 10 K Q J 9 8 7 (as in Zwanzig), or the plain A K Q J 10 9 8 7.</source>
      <translation>A 10 K D W 9 8 7 (jak w Zwanzig) albo zwykłe A K D W 10 9 8 7.</translation>
    </message>
    <message>
      <source>A 10 K Q J 9 8 7, or the plain A K Q J 10 9 8 7.</source>
      <translation>A 10 K D W 9 8 7 albo zwykłe A K D W 10 9 8 7.</translation>
    </message>
    <message>
      <source>A Joker</source>
      <translation>Joker</translation>
    </message>
    <message>
      <source>A bid above 120 is allowed only with a King and Queen of one suit in hand.</source>
      <translation>Licytacja powyżej 120 jest dozwolona tylko z królem i damą jednego koloru na ręce.</translation>
    </message>
    <message>
      <source>A deal in which everybody says Nejdem is scored and doubled by a pending Refa.</source>
      <translation>Rozdanie, w którym wszyscy mówią Nejdem, jest liczone i podwajane przez oczekującą Refę.</translation>
    </message>
    <message>
      <source>A deal without defenders uses a Refa</source>
      <translation>Rozdanie bez obrońców zużywa Refę</translation>
    </message>
    <message>
      <source>A dealer who took the turned-up trump card has exchanged and must play.</source>
      <translation>Rozdający, który wziął odkrytą kartę atutową, już wymienił i musi grać.</translation>
    </message>
    <message>
      <source>A defender who holds all four nines after the declarer gives cards may demand a new deal.</source>
      <translation>Obrońca, który po oddaniu kart przez grającego ma wszystkie cztery dziewiątki, może zażądać nowego rozdania.</translation>
    </message>
    <message>
      <source>A defender without a trick gets a bolt; three bolts cost 120.</source>
      <translation>Obrońca bez lewy dostaje kreskę; trzy kreski kosztują 120.</translation>
    </message>
    <message>
      <source>A failed bid</source>
      <translation>Nieugrana odzywka</translation>
    </message>
    <message>
      <source>A nine at the bottom after the cut means cutting again; the third time in a row costs the cutter 120 and the deal is void.</source>
      <translation>Dziewiątka na spodzie po przełożeniu oznacza ponowne przełożenie; za trzecim razem z rzędu przekładający traci 120, a rozdanie jest nieważne.</translation>
    </message>
    <message>
      <source>A pass is final</source>
      <translation>Pas jest ostateczny</translation>
    </message>
    <message>
      <source>A player below the barrel whose score passes 1000 wins at once.</source>
      <translation>Gracz, który nie jest na beczce, wygrywa od razu, gdy jego wynik przekroczy 1000.</translation>
    </message>
    <message>
      <source>A player dealt all four nines may demand a new deal.</source>
      <translation>Gracz, który dostał wszystkie cztery dziewiątki, może zażądać nowego rozdania.</translation>
    </message>
    <message>
      <source>A player may bid to take no trick at all (otherwise bids start at one).</source>
      <translation>Można licytować, że nie weźmie się żadnej lewy (inaczej licytacja zaczyna się od jednej).</translation>
    </message>
    <message>
      <source>A player reaching this score sits on the barrel and must win from there.</source>
      <translation>Gracz, który osiągnie ten wynik, wchodzi na beczkę i musi z niej wygrać.</translation>
    </message>
    <message>
      <source>A player who can win the trick with a card he may play must do so.</source>
      <translation>Gracz, który może wziąć lewę dozwoloną kartą, musi to zrobić.</translation>
    </message>
    <message>
      <source>A player who follows suit must play a card that beats the highest card of the suit so far, if he has one.</source>
      <translation>Gracz, który dokłada do koloru, musi zagrać kartę wyższą od najwyższej dotąd karty tego koloru, jeśli ją ma.</translation>
    </message>
    <message>
      <source>A player who passed may not announce later in the auction (§11 #4).</source>
      <translation>Gracz, który spasował, nie może później nic zapowiedzieć w tej licytacji (§11 #4).</translation>
    </message>
    <message>
      <source>A player who took the cut card may not pass.</source>
      <translation>Gracz, który wziął kartę z przełożenia, nie może odpaść.</translation>
    </message>
    <message>
      <source>A player whose score is exactly 555 after a deal falls to 0.</source>
      <translation>Gracz, który po rozdaniu ma dokładnie 555, spada do 0.</translation>
    </message>
    <message>
      <source>A player without king, ober and unter may throw the cards in; the same dealer deals again and the next scored deal counts double.</source>
      <translation>Gracz bez króla, wyżnika i niżnika może rzucić karty; ten sam gracz rozdaje ponownie, a następne punktowane rozdanie liczy się podwójnie.</translation>
    </message>
    <message>
      <source>A random one of the two</source>
      <translation>Losowo jedna z dwóch</translation>
    </message>
    <message>
      <source>A seven turned up as the trump card always makes the dealer declarer needing one trick (otherwise he may say Stih).</source>
      <translation>Siódemka odkryta jako karta atutowa zawsze czyni rozdającego grającym, któremu wystarczy jedna lewa (inaczej może powiedzieć Stih).</translation>
    </message>
    <message>
      <source>A turned seven is Stih</source>
      <translation>Odkryta siódemka to Stih</translation>
    </message>
    <message>
      <source>A whiteout hand must hold no ace either.</source>
      <translation>Biała ręka nie może też mieć asa.</translation>
    </message>
    <message>
      <source>Ace marriage</source>
      <translation>Meldunek asów</translation>
    </message>
    <message>
      <source>Ace–ten: A 10 K Q J 9 8 7</source>
      <translation>As–dziesiątka: A 10 K D W 9 8 7</translation>
    </message>
    <message>
      <source>After Raub, Stih or Muss the dealer must take the trump card (otherwise he may).</source>
      <translation>Po Raub, Stih lub Muss rozdający musi wziąć kartę atutową (inaczej może).</translation>
    </message>
    <message>
      <source>After taking the stock and before giving (or discarding) a card, the declarer may give up the deal: each opponent scores 60. The declarer's first two concessions of the match are free; every third one costs him his contract.</source>
      <translation>Po wzięciu musiku, a przed oddaniem (lub odrzuceniem) kart grający może zagrać bombę: każdy przeciwnik dostaje 60. Dwie pierwsze bomby grającego w partii są za darmo; każda trzecia kosztuje go wartość gry.</translation>
    </message>
    <message>
      <source>All four Aces held together are a marriage worth 200, declared like a marriage by leading one of them after taking a trick. It does not change the trump; it counts as a marriage for bids and raises above 120.</source>
      <translation>Cztery asy na jednej ręce to meldunek wart 200, zgłaszany jak meldunek – wyjściem jednym z nich po wzięciu lewy. Nie zmienia atu; przy licytacji i podnoszeniu powyżej 120 liczy się jako meldunek.</translation>
    </message>
    <message>
      <source>An ace prevents a whiteout</source>
      <translation>As wyklucza białą rękę</translation>
    </message>
    <message>
      <source>As printed</source>
      <translation>Jak na kartach</translation>
    </message>
    <message>
      <source>At the end of the deal</source>
      <translation>Na koniec rozdania</translation>
    </message>
    <message>
      <source>At the trick</source>
      <translation>Przy lewie</translation>
    </message>
    <message>
      <source>Austrian, German-suited</source>
      <translation>Austriackie, karty niemieckie</translation>
    </message>
    <message>
      <source>Austrian: Weli second highest, an ace prevents a whiteout</source>
      <translation>Austriackie: Weli drugie najwyższe, as wyklucza białą rękę</translation>
    </message>
    <message>
      <source>Barrel at</source>
      <translation>Beczka od</translation>
    </message>
    <message>
      <source>Barrel: fine after three deals</source>
      <translation>Beczka: kara po trzech rozdaniach</translation>
    </message>
    <message>
      <source>Barrel: fine when knocked off</source>
      <translation>Beczka: kara za zrzucenie</translation>
    </message>
    <message>
      <source>Before play or pass</source>
      <translation>Przed graniem lub odpadnięciem</translation>
    </message>
    <message>
      <source>Bettler value</source>
      <translation>Wartość Bettlera</translation>
    </message>
    <message>
      <source>Between two strikers other than the right one the first played wins, or the suit decides (♥ &gt; ♦ &gt; ♣ &gt; ♠).</source>
      <translation>Z dwóch Schläge innych niż właściwy wygrywa pierwszy zagrany albo decyduje kolor (♥ &gt; ♦ &gt; ♣ &gt; ♠).</translation>
    </message>
    <message>
      <source>Bid step</source>
      <translation>Krok licytacji</translation>
    </message>
    <message>
      <source>Bid zero tricks</source>
      <translation>Licytacja zera lew</translation>
    </message>
    <message>
      <source>Bidding</source>
      <translation>Licytacja</translation>
    </message>
    <message>
      <source>Bids above 120 need a marriage</source>
      <translation>Licytacja powyżej 120 wymaga meldunku</translation>
    </message>
    <message>
      <source>Bids and raises go up in steps of this size.</source>
      <translation>Licytacja i podnoszenie gry idą co tyle punktów.</translation>
    </message>
    <message>
      <source>Blind bidding</source>
      <translation>Licytacja w ciemno</translation>
    </message>
    <message>
      <source>Bolts</source>
      <translation>Kreski</translation>
    </message>
    <message>
      <source>By internal suit</source>
      <translation>Według wewnętrznego koloru</translation>
    </message>
    <message>
      <source>By suit: ♥ ♦ ♣ ♠</source>
      <translation>Według koloru: ♥ ♦ ♣ ♠</translation>
    </message>
    <message>
      <source>By the suit as printed in the pack (French ♣ 60 / ♠ 40, German Grün 60 / Eichel 40), or by the internal suit (German Eichel 60 / Grün 40).</source>
      <translation>Według koloru nadrukowanego na kartach (francuskie ♣ 60 / ♠ 40, niemieckie wino 60 / żołądź 40) albo według koloru wewnętrznego (niemieckie żołądź 60 / wino 40).</translation>
    </message>
    <message>
      <source>Cap bids by held marriages</source>
      <translation>Limit licytacji według meldunków na ręce</translation>
    </message>
    <message>
      <source>Card order</source>
      <translation>Starszeństwo kart</translation>
    </message>
    <message>
      <source>Card pack</source>
      <translation>Talia</translation>
    </message>
    <message>
      <source>Conceding the contract</source>
      <translation>Bomba</translation>
    </message>
    <message>
      <source>Count down from 24</source>
      <translation>Odliczanie od 24</translation>
    </message>
    <message>
      <source>Criticals</source>
      <translation>Kritische</translation>
    </message>
    <message>
      <source>Dealer must take the trump card</source>
      <translation>Rozdający musi wziąć kartę atutową</translation>
    </message>
    <message>
      <source>Declarer's partner sits out</source>
      <translation>Partner grającego pauzuje</translation>
    </message>
    <message>
      <source>Defenders round to</source>
      <translation>Zaokrąglanie punktów obrońców do</translation>
    </message>
    <message>
      <source>Defenders' points are rounded to this multiple.</source>
      <translation>Punkty obrońców zaokrągla się do wielokrotności tej liczby.</translation>
    </message>
    <message>
      <source>Diamonds: everybody plays</source>
      <translation>Karo: grają wszyscy</translation>
    </message>
    <message>
      <source>Dump truck at 555</source>
      <translation>Wywrotka przy 555</translation>
    </message>
    <message>
      <source>Each player may exchange up to five cards while the talon lasts, or the whole table only five cards together (the dealer's swap with the trump card does not count).</source>
      <translation>Każdy gracz może wymienić do pięciu kart, dopóki starczy talonu, albo cały stół razem tylko pięć kart (zamiana rozdającego z kartą atutową się nie liczy).</translation>
    </message>
    <message>
      <source>Equal strikers</source>
      <translation>Równe Schläge</translation>
    </message>
    <message>
      <source>Everyone, the declarer too</source>
      <translation>Wszyscy, także grający</translation>
    </message>
    <message>
      <source>Exactly 0</source>
      <translation>Dokładnie 0</translation>
    </message>
    <message>
      <source>Exchange limit</source>
      <translation>Limit wymiany</translation>
    </message>
    <message>
      <source>Falling off the barrel for the third time resets the score to 0.</source>
      <translation>Trzeci spadek z beczki zeruje wynik.</translation>
    </message>
    <message>
      <source>First lead</source>
      <translation>Pierwsze wyjście</translation>
    </message>
    <message>
      <source>Five cards for the whole table</source>
      <translation>Pięć kart na cały stół</translation>
    </message>
    <message>
      <source>Five cards of one suit (the Mönch counts as any suit) win the deal as five tricks.</source>
      <translation>Pięć kart jednego koloru (Mönch liczy się jako dowolny kolor) wygrywa rozdanie jak pięć lew.</translation>
    </message>
    <message>
      <source>Fliege</source>
      <translation>Fliege</translation>
    </message>
    <message>
      <source>Follow and head, else trump and overtrump (Farb- und Stichzwang)</source>
      <translation>Dokładać do koloru i przebijać, inaczej przebić atutem i przebijać atuty (Farb- und Stichzwang)</translation>
    </message>
    <message>
      <source>Follow suit, else trump, else any card</source>
      <translation>Dokładać do koloru, inaczej atu, inaczej dowolna karta</translation>
    </message>
    <message>
      <source>Following</source>
      <translation>Dokładanie do koloru</translation>
    </message>
    <message>
      <source>Forehand in every trump contract, the declarer in the others</source>
      <translation>Pierwsza ręka w każdej grze z atu, w pozostałych grający</translation>
    </message>
    <message>
      <source>Forehand in the normal game and the Kontra contracts, else the declarer</source>
      <translation>Pierwsza ręka w grze zwykłej i grach Kontra, inaczej grający</translation>
    </message>
    <message>
      <source>Forehand may name only a suit of which he holds a card (§11 #1); off: any suit.</source>
      <translation>Pierwsza ręka może wybrać tylko kolor, w którym ma kartę (§11 #1); wył.: dowolny kolor.</translation>
    </message>
    <message>
      <source>Forehand only</source>
      <translation>Tylko pierwsza ręka</translation>
    </message>
    <message>
      <source>Forehand or his partner</source>
      <translation>Pierwsza ręka lub jej partner</translation>
    </message>
    <message>
      <source>Forehand picks one of the two</source>
      <translation>Pierwsza ręka wybiera jedną z dwóch</translation>
    </message>
    <message>
      <source>Forehand turns up one of his two undealt cards as trump: he picks which (blind), or the deal picks (§11 #2).</source>
      <translation>Pierwsza ręka odkrywa jako atu jedną ze swoich dwóch nierozdanych kart: wybiera którą (w ciemno) albo decyduje los (§11 #2).</translation>
    </message>
    <message>
      <source>Forehand's partner only</source>
      <translation>Tylko partner pierwszej ręki</translation>
    </message>
    <message>
      <source>Four nines only as dealt</source>
      <translation>Cztery dziewiątki tylko z rozdania</translation>
    </message>
    <message>
      <source>Four players in two partnerships, partners sitting opposite.</source>
      <translation>Czterech graczy w dwóch parach, partnerzy siedzą naprzeciw siebie.</translation>
    </message>
    <message>
      <source>Four players, each for himself.</source>
      <translation>Czterech graczy, każdy gra na siebie.</translation>
    </message>
    <message>
      <source>Four players: dealer scores the stock</source>
      <translation>Czterech graczy: rozdający liczy sobie musik</translation>
    </message>
    <message>
      <source>French</source>
      <translation>Francuskie</translation>
    </message>
    <message>
      <source>French or German suits. The pack decides which suit's marriage is worth 60 and which 40.</source>
      <translation>Kolory francuskie albo niemieckie. Talia decyduje, meldunek którego koloru jest wart 60, a którego 40.</translation>
    </message>
    <message>
      <source>From this deal on hearts are always trumps and nobody announces (0: never).</source>
      <translation>Od tego rozdania atu zawsze jest kier i nikt nie zapowiada (0: nigdy).</translation>
    </message>
    <message>
      <source>Game points of a Bettler (§11 #14).</source>
      <translation>Punkty gry za Bettlera (§11 #14).</translation>
    </message>
    <message>
      <source>German</source>
      <translation>Niemieckie</translation>
    </message>
    <message>
      <source>Golden round</source>
      <translation>Złota kolejka</translation>
    </message>
    <message>
      <source>Golden round and blind bids</source>
      <translation>Złota kolejka i licytacja w ciemno</translation>
    </message>
    <message>
      <source>Head in contracts, not in the normal game; trump only to win</source>
      <translation>Przebijanie w grach, nie w grze zwykłej; atu tylko, by wygrać</translation>
    </message>
    <message>
      <source>Hearts from deal</source>
      <translation>Kier od rozdania</translation>
    </message>
    <message>
      <source>In every contract but the normal game the declarer plays alone; off: his partner plays with him and the contract's goal is the team's (§11 #9).</source>
      <translation>W każdej grze poza grą zwykłą grający gra sam; wył.: gra z nim partner, a cel gry dotyczy drużyny (§11 #9).</translation>
    </message>
    <message>
      <source>Its holder may name any suit as trumps before the play-or-pass round, or when he plays the Mönch (from the next trick on), or not at all.</source>
      <translation>Jego posiadacz może wybrać dowolny kolor jako atu przed rundą gram/odpadam albo gdy zagra Mönch (od następnej lewy), albo wcale.</translation>
    </message>
    <message>
      <source>Keep Ramsen's permanent trumps</source>
      <translation>Zachowaj stałe atuty z Ramsen</translation>
    </message>
    <message>
      <source>Knocking</source>
      <translation>Pukanie</translation>
    </message>
    <message>
      <source>Kontra, Re and Sub</source>
      <translation>Kontra, Re i Sub</translation>
    </message>
    <message>
      <source>Lowest trump</source>
      <translation>Najniższe atu</translation>
    </message>
    <message>
      <source>Marriage values</source>
      <translation>Wartości meldunków</translation>
    </message>
    <message>
      <source>Maxi (K♥), Belli (7♦) and Spitz (7♣) are the three highest trumps; the cutter may take a Critical seen at the bottom of the cut.</source>
      <translation>Maxi (K♥), Belli (7♦) i Spitz (7♣) to trzy najwyższe atuty; przekładający może wziąć Kritische widoczną na spodzie przełożenia.</translation>
    </message>
    <message>
      <source>Must win when following</source>
      <translation>Przy dokładaniu trzeba wygrać</translation>
    </message>
    <message>
      <source>Mönch names trumps</source>
      <translation>Mönch wybiera atu</translation>
    </message>
    <message>
      <source>Never</source>
      <translation>Nigdy</translation>
    </message>
    <message>
      <source>Nine at the bottom</source>
      <translation>Dziewiątka na spodzie</translation>
    </message>
    <message>
      <source>No exchange at 3 or less</source>
      <translation>Bez wymiany przy 3 i mniej</translation>
    </message>
    <message>
      <source>Nobody may drop when diamonds are trumps.</source>
      <translation>Gdy atu jest karo, nikt nie może odpaść.</translation>
    </message>
    <message>
      <source>One round</source>
      <translation>Jedna runda</translation>
    </message>
    <message>
      <source>One round of bids, or rounds until all but the highest bidder have passed.</source>
      <translation>Jedna runda licytacji albo rundy, aż wszyscy poza najwyżej licytującym spasują.</translation>
    </message>
    <message>
      <source>Only the lowest wins</source>
      <translation>Wygrywa tylko najniższy</translation>
    </message>
    <message>
      <source>Plain: A K Q J 10 9 8 7</source>
      <translation>Zwykłe: A K D W 10 9 8 7</translation>
    </message>
    <message>
      <source>Play out Herrengang and Herrenschnapser</source>
      <translation>Rozgrywaj Herrengang i Herrenschnapser</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Gracze</translation>
    </message>
    <message>
      <source>Players may bid up to 120 before looking at their cards; a blind winner's result counts double.</source>
      <translation>Gracze mogą licytować do 120 przed obejrzeniem kart; wynik zwycięzcy licytacji w ciemno liczy się podwójnie.</translation>
    </message>
    <message>
      <source>Points lost by a barrel player pushed off by a newcomer.</source>
      <translation>Punkty tracone przez gracza na beczce, którego zrzuca z niej nowo wchodzący.</translation>
    </message>
    <message>
      <source>Points lost by a barrel player who fails to win in three deals.</source>
      <translation>Punkty tracone przez gracza na beczce, który nie wygra w trzech rozdaniach.</translation>
    </message>
    <message>
      <source>Polish (Tysiąc)</source>
      <translation>Polskie (Tysiąc)</translation>
    </message>
    <message>
      <source>Raise after the stock</source>
      <translation>Podniesienie gry po musiku</translation>
    </message>
    <message>
      <source>Rank of the Weli</source>
      <translation>Ranga Weli</translation>
    </message>
    <message>
      <source>Re-deal after giving</source>
      <translation>Nowe rozdanie po oddaniu kart</translation>
    </message>
    <message>
      <source>Re-deal on four nines</source>
      <translation>Nowe rozdanie przy czterech dziewiątkach</translation>
    </message>
    <message>
      <source>Re-deal on nines in the stock</source>
      <translation>Nowe rozdanie przy dziewiątkach w musiku</translation>
    </message>
    <message>
      <source>Russian (standard)</source>
      <translation>Rosyjskie (standard)</translation>
    </message>
    <message>
      <source>Schleken</source>
      <translation>Schleken</translation>
    </message>
    <message>
      <source>Schleken obliges play</source>
      <translation>Schleken zobowiązuje do gry</translation>
    </message>
    <message>
      <source>Second highest trump</source>
      <translation>Drugie najwyższe atu</translation>
    </message>
    <message>
      <source>Short: five tokens</source>
      <translation>Krótka: pięć żetonów</translation>
    </message>
    <message>
      <source>Shorter: seven tokens</source>
      <translation>Krótsza: siedem żetonów</translation>
    </message>
    <message>
      <source>Standard (as in the rule text)</source>
      <translation>Standard (jak w tekście zasad)</translation>
    </message>
    <message>
      <source>Standard: ten tokens</source>
      <translation>Standard: dziesięć żetonów</translation>
    </message>
    <message>
      <source>Tavern rules: Farb- und Stichzwang, knocking allowed</source>
      <translation>Zasady karczemne: Farb- und Stichzwang, pukanie dozwolone</translation>
    </message>
    <message>
      <source>Teams start at 24 and subtract their game points; first to 0 wins (§11 #16).</source>
      <translation>Drużyny zaczynają od 24 i odejmują swoje punkty gry; pierwsza, która dojdzie do 0, wygrywa (§11 #16).</translation>
    </message>
    <message>
      <source>The WELI in a French pack</source>
      <translation>WELI w talii francuskiej</translation>
    </message>
    <message>
      <source>The WELI in a French pack: the six of diamonds, or a Joker. It plays the same either way; a German pack shows the Schellen-6.</source>
      <translation>WELI w talii francuskiej: szóstka karo albo joker. Gra się nią tak samo; talia niemiecka pokazuje szóstkę dzwonkową (Schellen-6).</translation>
    </message>
    <message>
      <source>The Weli is a permanent trump: the lowest one (as in the rule text), or the second highest, just below the trump ace (as in Austria).</source>
      <translation>Weli to stałe atu: najniższe (jak w tekście zasad) albo drugie najwyższe, tuż pod asem atu (jak w Austrii).</translation>
    </message>
    <message>
      <source>The announcer may name a suit he holds no card of.</source>
      <translation>Zapowiadający może wybrać kolor, którego nie ma na ręce.</translation>
    </message>
    <message>
      <source>The cutter may knock instead of cutting: all five cards are dealt at once (§11 #3).</source>
      <translation>Przekładający może zamiast przełożenia pukać: wszystkie pięć kart rozdaje się od razu (§11 #3).</translation>
    </message>
    <message>
      <source>The cutter sees the bottom card of the cut and may take it into his hand; he then gets one card fewer in the first packet and may not exchange.</source>
      <translation>Przekładający widzi spodnią kartę przełożenia i może ją wziąć na rękę; dostaje wtedy o jedną kartę mniej w pierwszej porcji i nie może wymieniać.</translation>
    </message>
    <message>
      <source>The declarer always (forehand in the normal game)</source>
      <translation>Zawsze grający (pierwsza ręka w grze zwykłej)</translation>
    </message>
    <message>
      <source>The declarer may demand a new deal when the stock holds two or more nines.</source>
      <translation>Grający może zażądać nowego rozdania, gdy w musiku są co najmniej dwie dziewiątki.</translation>
    </message>
    <message>
      <source>The declarer may raise the contract after taking the stock.</source>
      <translation>Grający może podnieść grę po wzięciu musiku.</translation>
    </message>
    <message>
      <source>The first circle of deals has no auction: first hand plays 120 and every score of those deals is doubled.</source>
      <translation>Pierwsza kolejka rozdań jest bez licytacji: pierwsza ręka gra 120, a każdy wynik z tych rozdań jest podwajany.</translation>
    </message>
    <message>
      <source>The first played</source>
      <translation>Pierwszy zagrany</translation>
    </message>
    <message>
      <source>The four-nines demand counts only for nines held in the dealt hand, never after cards are given.</source>
      <translation>Żądanie przy czterech dziewiątkach liczy się tylko dla dziewiątek z rozdania, nigdy po oddaniu kart.</translation>
    </message>
    <message>
      <source>The highest bid is 120 plus the marriages held (else 400).</source>
      <translation>Najwyższa odzywka to 120 plus meldunki na ręce (inaczej 400).</translation>
    </message>
    <message>
      <source>The match ends at the trick that takes a player's last token, or the deal is finished and scored and the fewest tokens win (equal counts are joint winners).</source>
      <translation>Partia kończy się przy lewie, która zabiera graczowi ostatni żeton, albo rozdanie dogrywa się i liczy, a wygrywa najmniej żetonów (przy równej liczbie wygrywają wspólnie).</translation>
    </message>
    <message>
      <source>The opponents may double, and so on (§6, §11 #15).</source>
      <translation>Przeciwnicy mogą podwoić i tak dalej (§6, §11 #15).</translation>
    </message>
    <message>
      <source>The other players only</source>
      <translation>Tylko pozostali gracze</translation>
    </message>
    <message>
      <source>The sitting-out dealer scores the stock's card points and any marriage in it.</source>
      <translation>Pauzujący rozdający liczy sobie punkty z kart w musiku i meldunek, jeśli w nim jest.</translation>
    </message>
    <message>
      <source>The six of diamonds (6♦)</source>
      <translation>Szóstka karo (6♦)</translation>
    </message>
    <message>
      <source>The winner</source>
      <translation>Zwycięzca</translation>
    </message>
    <message>
      <source>The winner must reach exactly 0: a deal that goes below 0 bounces back up; otherwise 0 or less wins and the lowest score wins.</source>
      <translation>Zwycięzca musi dojść dokładnie do 0: rozdanie, które schodzi poniżej 0, odbija w górę; inaczej wygrywa 0 lub mniej, a przy kilku – najniższy wynik.</translation>
    </message>
    <message>
      <source>These contracts cannot fail and are scored without play; on: they are played out (§4).</source>
      <translation>Tych gier nie da się przegrać i liczy się je bez rozgrywania; wł.: są rozgrywane (§4).</translation>
    </message>
    <message>
      <source>Third fall resets to zero</source>
      <translation>Trzeci spadek zeruje wynik</translation>
    </message>
    <message>
      <source>Three players; two players use two stocks; with four the dealer sits out.</source>
      <translation>Trzech graczy; we dwóch gra się z dwoma musikami; przy czterech rozdający pauzuje.</translation>
    </message>
    <message>
      <source>Three to five players, each for himself (four is usual).</source>
      <translation>Od trzech do pięciu graczy, każdy na siebie (zwykle czterech).</translation>
    </message>
    <message>
      <source>Three to five players, each for himself.</source>
      <translation>Od trzech do pięciu graczy, każdy na siebie.</translation>
    </message>
    <message>
      <source>Tokens</source>
      <translation>Żetony</translation>
    </message>
    <message>
      <source>Tokens each player starts with (the rule text names ten, seven or five); the first to get rid of his last token wins.</source>
      <translation>Żetony na start dla każdego gracza (tekst zasad podaje dziesięć, siedem lub pięć); wygrywa pierwszy, kto pozbędzie się ostatniego żetonu.</translation>
    </message>
    <message>
      <source>Trump from forehand's cards</source>
      <translation>Atu z kart pierwszej ręki</translation>
    </message>
    <message>
      <source>Trump swap obliges play</source>
      <translation>Zamiana atu zobowiązuje do gry</translation>
    </message>
    <message>
      <source>Trumps without holding them</source>
      <translation>Atu bez kart w tym kolorze</translation>
    </message>
    <message>
      <source>Turning up a trump</source>
      <translation>Odkrywanie atu</translation>
    </message>
    <message>
      <source>Two to five players, each for himself, and a widow hand.</source>
      <translation>Od dwóch do pięciu graczy, każdy na siebie, plus wdowa.</translation>
    </message>
    <message>
      <source>Two to four players, each for himself.</source>
      <translation>Od dwóch do czterech graczy, każdy na siebie.</translation>
    </message>
    <message>
      <source>Until all others pass</source>
      <translation>Aż wszyscy inni spasują</translation>
    </message>
    <message>
      <source>Up to five cards each</source>
      <translation>Do pięciu kart na gracza</translation>
    </message>
    <message>
      <source>Weli at the cut</source>
      <translation>Weli przy przełożeniu</translation>
    </message>
    <message>
      <source>What a declarer who took fewer tricks than he bid scores.</source>
      <translation>Co dostaje grający, który wziął mniej lew, niż zalicytował.</translation>
    </message>
    <message>
      <source>When several players reach 0 or less, only the lowest score wins (otherwise all of them win together).</source>
      <translation>Gdy kilku graczy dojdzie do 0 lub mniej, wygrywa tylko najniższy wynik (inaczej wygrywają wszyscy razem).</translation>
    </message>
    <message>
      <source>When the Mönch is played</source>
      <translation>Gdy zagrany zostanie Mönch</translation>
    </message>
    <message>
      <source>When the cutter finds the Weli at the bottom of the cut he may take it.</source>
      <translation>Gdy przekładający znajdzie Weli na spodzie przełożenia, może je wziąć.</translation>
    </message>
    <message>
      <source>Whiteout</source>
      <translation>Biała ręka</translation>
    </message>
    <message>
      <source>Who may announce a Bauernschnapser</source>
      <translation>Kto może zapowiedzieć Bauernschnapsera</translation>
    </message>
    <message>
      <source>Who may not exchange with 3 points or less.</source>
      <translation>Kto nie może wymieniać przy 3 punktach lub mniej.</translation>
    </message>
    <message>
      <source>Win above 1000 without the barrel</source>
      <translation>Wygrana powyżej 1000 bez beczki</translation>
    </message>
    <message>
      <source>§11 #10: who leads the first trick of a contract.</source>
      <translation>§11 #10: kto wychodzi do pierwszej lewy w grze.</translation>
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
      <translation>Gra zwykła</translation>
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
