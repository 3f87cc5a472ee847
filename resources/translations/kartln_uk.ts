<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk" sourcelanguage="en">
  <context>
    <name>Bauernschnapsen</name>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="248" />
      <source>Declare the marriage</source>
      <translation>Оголосити мар’яж</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="246" />
      <source>Declare the marriage in {suit} (+{points})?</source>
      <translation>Оголосити мар’яж {suit} (+{points})?</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="56" />
      <source>First trick: {names}</source>
      <translation>Перша взятка: {names}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="117" />
      <source>Highest: {contract} ({name})</source>
      <translation>Найвища: {contract} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="248" />
      <source>Just play the card</source>
      <translation>Просто зіграти карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="136" />
      <source>Nobody announced: you lead the normal game</source>
      <translation>Ніхто не оголосив: ти ходиш першим у звичайній грі</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="137" />
      <source>Nobody announced: {name}'s team plays the normal game</source>
      <translation>Ніхто не оголосив: команда гравця {name} грає звичайну гру</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="281" />
      <source>Turned up: {card}</source>
      <translation>Відкрито: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="119" />
      <source>You announce a {contract}</source>
      <translation>Ти оголошуєш {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="109" />
      <source>You knock: everybody gets five cards at once</source>
      <translation>Ти стукаєш: усі отримують по п’ять карт одразу</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="154" />
      <source>You lay your cards open</source>
      <translation>Ти розкриваєш свої карти</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="133" />
      <source>You play a {contract} alone</source>
      <translation>Ти граєш {contract} без партнера</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="145" />
      <source>You say {word}: the deal counts ×{factor}</source>
      <translation>Ти кажеш {word}: роздача рахується ×{factor}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="223" />
      <source>Your team's tricks: {n}</source>
      <translation>Взятки твоєї команди: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="224" />
      <location filename="../../gui/games/bauernschnapsen.py" line="230" />
      <source>Your team: {points} of 66</source>
      <translation>Твоя команда: {points} з 66</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="196" />
      <source>declarer</source>
      <translation>розігрувач</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="196" />
      <location filename="../../gui/games/bauernschnapsen.py" line="198" />
      <source>forehand</source>
      <translation>перша рука</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="131" />
      <location filename="../../gui/games/bauernschnapsen.py" line="189" />
      <source>sits out</source>
      <translation>не грає</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="206" />
      <source>turn one up</source>
      <translation>відкрити карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="165" />
      <source>{contract} ({value}) · {name}</source>
      <translation>{contract} ({value}) · {name}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="159" />
      <source>{names} win the deal</source>
      <translation>{names} виграють роздачу</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="119" />
      <location filename="../../gui/games/bauernschnapsen.py" line="274" />
      <source>{name} announces a {contract}</source>
      <translation>{name} оголошує {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="277" />
      <source>{name} knocks</source>
      <translation>{name} стукає</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="110" />
      <source>{name} knocks: everybody gets five cards at once</source>
      <translation>{name} стукає: усі отримують по п’ять карт одразу</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="154" />
      <source>{name} lays the cards open</source>
      <translation>{name} розкриває карти</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="133" />
      <source>{name} plays a {contract} alone</source>
      <translation>{name} грає {contract} без партнера</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="279" />
      <source>{name} says {word}</source>
      <translation>{name} каже {word}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="146" />
      <source>{name} says {word}: the deal counts ×{factor}</source>
      <translation>{name} каже {word}: роздача рахується ×{factor}</translation>
    </message>
  </context>
  <context>
    <name>BauernschnapsenPanels</name>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="82" />
      <source>A pass is final: you cannot announce later in this deal.</source>
      <translation>Пас остаточний: пізніше в цій роздачі оголосити вже не можна.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="69" />
      <source>Auction: nobody has announced yet</source>
      <translation>Торгівля: ще ніхто не оголосив</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="71" />
      <source>Auction: {name} announced a {contract}</source>
      <translation>Торгівля: {contract} оголошує {name}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="35" />
      <source>Cut</source>
      <translation>Зняти</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="34" />
      <source>Cut the deck or knock?</source>
      <translation>Знімеш колоду чи стукнеш?</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="80" />
      <source>If all four pass, forehand's team plays the normal game (1–3 points).</source>
      <translation>Якщо всі четверо пасують, команда першої руки грає звичайну гру (1–3 очки).</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="37" />
      <source>Knock</source>
      <translation>Стукнути</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="39" />
      <source>Knocking: everybody gets all five cards at once, and forehand names trumps after seeing all five.</source>
      <translation>Стук: усі отримують усі п’ять карт одразу, а перша рука призначає козирі, побачивши всі п’ять.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="45" />
      <source>Name the trump suit</source>
      <translation>Признач козирну масть</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="50" />
      <source>Or turn up one of your two face-down cards (the deal picks which):</source>
      <translation>Або відкрий одну зі своїх двох закритих карт (яку — вирішує роздача):</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="53" />
      <source>Or turn up one of your two face-down cards; its suit becomes trumps and it stays face up in your hand:</source>
      <translation>Або відкрий одну зі своїх двох закритих карт; її масть стає козирем, а сама карта лишається відкритою в руці:</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="78" />
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="109" />
      <source>Pass</source>
      <translation>Пас</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="108" />
      <source>Say {word}</source>
      <translation>Сказати {word}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="51" />
      <source>Turn up a card</source>
      <translation>Відкрити карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="58" />
      <source>You may name only a suit of which you hold a card.</source>
      <translation>Призначити можна лише масть, карта якої є в тебе.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="95" />
      <source>now ×{m}</source>
      <translation>тепер ×{m}</translation>
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
      <translation>🂠 Першу</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="55" />
      <source>🂠 Second card</source>
      <translation>🂠 Другу</translation>
    </message>
  </context>
  <context>
    <name>BauernschnapsenSheet</name>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="71" />
      <source>Bummerl sheet (game to 24)</source>
      <translation>Запис Bummerl (гра до 24)</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="56" />
      <source>Contract</source>
      <translation>Гра</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="55" />
      <source>Deal</source>
      <translation>Роздача</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="153" />
      <source>Deal {n}</source>
      <translation>Роздача {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="122" />
      <source>Deal {n}: {contract} · {names} score {points}</source>
      <translation>Роздача {n}: {contract} · {names} отримують {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="164" />
      <source>Highest: {contract}</source>
      <translation>Найвища: {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="125" />
      <source>How</source>
      <translation>Як</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="104" />
      <source>Lost the deal</source>
      <translation>Роздачу програно</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="58" />
      <source>Notes</source>
      <translation>Примітки</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="137" />
      <source>Place</source>
      <translation>Місце</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="97" />
      <source>Points toward 66: {n}</source>
      <translation>Очки до 66: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="124" />
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="137" />
      <source>Score</source>
      <translation>Рахунок</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="124" />
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="137" />
      <source>Team</source>
      <translation>Команда</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="178" />
      <source>The first trick of each team:</source>
      <translation>Перша взятка кожної команди:</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="124" />
      <source>This deal</source>
      <translation>Ця роздача</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="70" />
      <source>Total</source>
      <translation>Разом</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="271" />
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="169" />
      <source>Trick {n} of 5</source>
      <translation>Взятка {n} з 5</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="167" />
      <source>Turned up: {card}</source>
      <translation>Відкрито: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="147" />
      <source>Your team wins the game {score}!</source>
      <translation>Твоя команда виграє гру {score}!</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="90" />
      <source>doubled</source>
      <translation>подвоєно</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="125" />
      <source>the contract and who won it, the Kontra factor, the points toward 66</source>
      <translation>гра й хто її виграв, множник Kontra, очки до 66</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="56" />
      <source>the contract, its declarer and the Kontra factor</source>
      <translation>гра, її розігрувач і множник Kontra</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="57" />
      <source>total after the deal, and the game points it scored</source>
      <translation>разом після роздачі й отримані очки гри</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="37" />
      <source>{contract} ({name})</source>
      <translation>{contract} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="47" />
      <source>{names} win the game</source>
      <translation>{names} виграють гру</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="148" />
      <source>{names} win the game {score}</source>
      <translation>{names} виграють гру {score}</translation>
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
      <translation>{name} без партнера</translation>
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
      <translation>Я — {name}: покажи мої карти</translation>
    </message>
    <message>
      <location filename="../../gui/panels/curtain.py" line="49" />
      <source>Pass to {name}</source>
      <translation>Передай гравцеві {name}</translation>
    </message>
    <message>
      <location filename="../../gui/panels/curtain.py" line="50" />
      <source>The cards are hidden. Hand the computer to {name}; only {name} should look now.</source>
      <translation>Карти сховано. Передай комп’ютер гравцеві {name}; зараз дивиться лише {name}.</translation>
    </message>
  </context>
  <context>
    <name>DealGuide</name>
    <message>
      <location filename="../../gui/deal_guide.py" line="167" />
      <source>End the guide</source>
      <translation>Закінчити пояснення</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="225" />
      <source>From the rules: {title}</source>
      <translation>З правил: {title}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="200" />
      <source>How a deal goes</source>
      <translation>Як іде роздача</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="166" />
      <source>No thanks</source>
      <translation>Ні, дякую</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="189" />
      <source>Show how a deal goes? At each of your turns the guide says what a computer player would do and why, with the words of the rules. You choose your moves.</source>
      <translation>Показати, як іде роздача? На кожному твоєму ході підказка скаже, що зробив би комп’ютерний гравець і чому, словами правил. Ходи вибираєш ти.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="164" />
      <source>Show me</source>
      <translation>Покажи</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="244" />
      <source>The others play; the guide speaks again at your next turn.</source>
      <translation>Інші грають; підказка озветься на твоєму наступному ході.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="201" />
      <source>Wait for your turn: the guide then explains it.</source>
      <translation>Чекай свого ходу: тоді підказка його пояснить.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="227" />
      <source>Working out a hint…</source>
      <translation>Шукаю підказку…</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="188" />
      <source>Your first game of {game}</source>
      <translation>Твоя перша гра: {game}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="223" />
      <source>Your turn. The hint below is the computer player's choice; follow it or choose otherwise.</source>
      <translation>Твій хід. Підказка нижче — вибір комп’ютерного гравця; дій за нею або вибери інше.</translation>
    </message>
  </context>
  <context>
    <name>DealLog</name>
    <message>
      <location filename="../../gui/deal_log.py" line="104" />
      <source>Nothing has happened in this deal yet.</source>
      <translation>У цій роздачі ще нічого не сталося.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_log.py" line="88" />
      <source>This deal</source>
      <translation>Ця роздача</translation>
    </message>
  </context>
  <context>
    <name>DealReview</name>
    <message>
      <location filename="../../gui/deal_review.py" line="196" />
      <source>(dealer)</source>
      <translation>(здає)</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="107" />
      <source>Arrow keys: trick by trick · Page Up, Page Down: deal by deal</source>
      <translation>Стрілки: взятка за взяткою · Page Up, Page Down: роздача за роздачею</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="80" />
      <source>Deal review</source>
      <translation>Огляд роздачі</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="178" />
      <source>Deal {n} · trick {k} of {total}</source>
      <translation>Роздача {n} · взятка {k} з {total}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="176" />
      <source>Deal {n}: no trick was played</source>
      <translation>Роздача {n}: жодної взятки не зіграно</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="103" />
      <source>Next deal</source>
      <translation>Наступна роздача</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="102" />
      <source>Next trick</source>
      <translation>Наступна взятка</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="204" />
      <source>Not in this deal</source>
      <translation>Не грає в цій роздачі</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="100" />
      <source>Previous deal</source>
      <translation>Попередня роздача</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="101" />
      <source>Previous trick</source>
      <translation>Попередня взятка</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="277" />
      <source>The deal was not scored.</source>
      <translation>Роздачу не зараховано.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="279" />
      <source>This deal: {changes}</source>
      <translation>Ця роздача: {changes}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="259" />
      <source>Trump: {suit}</source>
      <translation>Козир: {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="236" />
      <source>{name} takes the trick</source>
      <translation>{name} бере взятку</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/deal_review.py" line="234" />
      <source>{name} takes the trick: %n point(s)</source>
      <translation>
        <numerusform>{name} бере взятку: %n оч.</numerusform>
        <numerusform>{name} бере взятку: %n оч.</numerusform>
        <numerusform>{name} бере взятку: %n оч.</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} takes the trick: {points} points</source>
      <translation type="vanished">{name} бере взятку: {points} оч.</translation>
    </message>
  </context>
  <context>
    <name>GameScreen</name>
    <message>
      <location filename="../../gui/game_screen.py" line="329" />
      <source>Click the table (or press Space) to collect the trick</source>
      <translation>Клацни по столу (або натисни Пробіл), щоб забрати взятку</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="655" />
      <source>Hint</source>
      <translation>Підказка</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="689" />
      <source>No hint this time: {error}</source>
      <translation>Цього разу без підказки: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="743" />
      <source>The guided deal is over; the Hint button (H) helps whenever you like.</source>
      <translation>Роздачу з поясненнями закінчено; кнопка «Підказка» (H) допоможе будь-коли.</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="388" />
      <source>The host decides whether the table plays again.</source>
      <translation>Чи грати ще раз, вирішує господар стола.</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="656" />
      <source>What would a computer player do here, and why? (H)</source>
      <translation>Що зробив би тут комп’ютерний гравець і чому? (H)</translation>
    </message>
  </context>
  <context>
    <name>Hint</name>
    <message>
      <location filename="../../gui/hint.py" line="59" />
      <source>Bid</source>
      <translation>Заявка</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="60" />
      <source>Bid {what}</source>
      <translation>Заяви {what}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="46" />
      <source>Discard {card}</source>
      <translation>Скинь {card}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="57" />
      <source>Exchange {cards}</source>
      <translation>Обміняй {cards}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="44" />
      <source>Give {card} to {name}</source>
      <translation>Віддай {card} гравцеві {name}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="74" />
      <source>Hint: {move}</source>
      <translation>Підказка: {move}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="74" />
      <source>Hint: {move} {reason}</source>
      <translation>Підказка: {move} {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="76" />
      <source>Hint: {move}.</source>
      <translation>Підказка: {move}.</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="77" />
      <source>Hint: {move}. {reason}</source>
      <translation>Підказка: {move}. {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="56" />
      <source>Keep your cards</source>
      <translation>Залиш свої карти</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="53" />
      <source>Name {suit} trumps</source>
      <translation>Признач козирем {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="52" />
      <source>Play without trumps</source>
      <translation>Грай без козирів</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="42" />
      <source>Play {card}</source>
      <translation>Зіграй {card}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="41" />
      <source>Play {card} and declare the marriage</source>
      <translation>Зіграй {card} і оголоси мар’яж</translation>
    </message>
  </context>
  <context>
    <name>HostLobby</name>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="111" />
      <source>Close the table</source>
      <translation>Закрити стіл</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="109" />
      <source>Computer players play the empty seats until players take them</source>
      <translation>На вільних місцях грає комп’ютер, доки їх не займуть гравці</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="124" />
      <source>Seat {n}</source>
      <translation>Місце {n}</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="98" />
      <source>Seats</source>
      <translation>Місця</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="104" />
      <source>Start</source>
      <translation>Почати</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="107" />
      <source>Start anyway</source>
      <translation>Почати все одно</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="79" />
      <source>Table code</source>
      <translation>Код стола</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="66" />
      <source>Tell the other players this table code. In Kartln they choose “Join a table”: the table shows up there by itself, or they type one of the addresses below.</source>
      <translation>Скажи іншим гравцям цей код стола. У Kartln вони вибирають «Приєднатися до стола»: стіл з’явиться там сам, або вони вводять одну з адрес нижче.</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="91" />
      <source>The table listens on this computer's local-network connections only, never on the internet. A firewall must let in TCP port {tcp} and UDP port {udp} from the local network.</source>
      <translation>Стіл слухає лише з’єднання цього комп’ютера в локальній мережі, ніколи — в інтернеті. Брандмауер має пропускати з локальної мережі TCP-порт {tcp} і UDP-порт {udp}.</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="82" />
      <source>This computer is on no local network.</source>
      <translation>Цей комп’ютер не підключено до жодної локальної мережі.</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="61" />
      <source>Your table on this network</source>
      <translation>Твій стіл у цій мережі</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="47" />
      <source>at this computer</source>
      <translation>за цим комп’ютером</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="49" />
      <source>computer player</source>
      <translation>комп’ютерний гравець</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="51" />
      <source>has joined</source>
      <translation>за столом</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="52" />
      <source>waiting for a player…</source>
      <translation>чекаємо на гравця…</translation>
    </message>
  </context>
  <context>
    <name>JoinDialog</name>
    <message numerus="yes">
      <location filename="../../gui/net/join_dialog.py" line="80" />
      <source>%n free seat(s)</source>
      <translation>
        <numerusform>%n вільне місце</numerusform>
        <numerusform>%n вільні місця</numerusform>
        <numerusform>%n вільних місць</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/net/join_dialog.py" line="171" />
      <source>%n table(s) found</source>
      <translation>
        <numerusform>Знайдено %n стіл</numerusform>
        <numerusform>Знайдено %n столи</numerusform>
        <numerusform>Знайдено %n столів</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="84" />
      <source>(another version of Kartln: {version})</source>
      <translation>(інша версія Kartln: {version})</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="187" />
      <source>Choose a table or type the host's address.</source>
      <translation>Вибери стіл або введи адресу господаря стола.</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="200" />
      <source>Connecting to {address}…</source>
      <translation>Підключення до {address}…</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="125" />
      <source>Host's address:</source>
      <translation>Адреса господаря:</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="134" />
      <source>Join</source>
      <translation>Приєднатися</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="99" />
      <source>Join a table</source>
      <translation>Приєднатися до стола</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="158" />
      <source>Looking for tables on this network…</source>
      <translation>Пошук столів у цій мережі…</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="112" />
      <source>Search again</source>
      <translation>Шукати ще раз</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="126" />
      <source>Table code:</source>
      <translation>Код стола:</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="144" />
      <source>Tables cannot be searched for here; type the host's address.</source>
      <translation>Тут столи не можна шукати; введи адресу господаря стола.</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="104" />
      <source>Tables on this network:</source>
      <translation>Столи в цій мережі:</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="217" />
      <source>The host has welcomed you: taking your seat…</source>
      <translation>Господар стола тебе вітає: сідаєш на своє місце…</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="188" />
      <source>Type the table code the host's screen shows.</source>
      <translation>Введи код стола з екрана господаря.</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="189" />
      <source>Type your name.</source>
      <translation>Введи своє ім’я.</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="127" />
      <source>Your name:</source>
      <translation>Твоє ім’я:</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="119" />
      <source>for example 192.168.1.20 or 192.168.1.20:47310</source>
      <translation>наприклад, 192.168.1.20 або 192.168.1.20:47310</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="80" />
      <source>no free seat</source>
      <translation>вільних місць немає</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="121" />
      <source>the code the host's screen shows</source>
      <translation>код з екрана господаря</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="81" />
      <source>{game} at {host}'s table, {free} — {address}</source>
      <translation>{game} за столом гравця {host}, {free} — {address}</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../../gui/main_window.py" line="634" />
      <source> and </source>
      <translation> і </translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="169" />
      <source>&amp;About Kartln</source>
      <translation>&amp;Про Kartln</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="135" />
      <location filename="../../gui/self_test.py" line="97" />
      <source>&amp;Game</source>
      <translation>&amp;Гра</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="166" />
      <source>&amp;Help</source>
      <translation>&amp;Довідка</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="150" />
      <source>&amp;Hint</source>
      <translation>&amp;Підказка</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="137" />
      <source>&amp;Host a table on this network…</source>
      <translation>Відкрити стіл у ме&amp;режі…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="139" />
      <source>&amp;Join a table…</source>
      <translation>Приєднатися &amp;до стола…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="146" />
      <source>&amp;Last trick</source>
      <translation>&amp;Остання взятка</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="152" />
      <source>&amp;Main menu</source>
      <translation>&amp;Головне меню</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="136" />
      <source>&amp;New game…</source>
      <translation>&amp;Нова гра…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="138" />
      <source>&amp;Open…</source>
      <translation>&amp;Відкрити…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="163" />
      <source>&amp;Options</source>
      <translation>&amp;Параметри</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="153" />
      <source>&amp;Quit</source>
      <translation>Ви&amp;йти</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="167" />
      <source>&amp;Rules</source>
      <translation>П&amp;равила</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="164" />
      <source>&amp;Settings…</source>
      <translation>&amp;Налаштування…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="149" />
      <source>&amp;This deal</source>
      <translation>&amp;Ця роздача</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="142" />
      <source>&amp;Undo</source>
      <translation>&amp;Скасувати хід</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="596" />
      <source>A seat's view (*{suffix})</source>
      <translation>Партія з погляду місця (*{suffix})</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="835" />
      <source>About Kartln</source>
      <translation>Про Kartln</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="202" />
      <source>At a table over the network, moves cannot be taken back.</source>
      <translation>За столом у мережі ходи не скасовуються.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="483" />
      <source>Close the table</source>
      <translation>Закрити стіл</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="484" />
      <source>Close the table? The other players will be told.</source>
      <translation>Закрити стіл? Інших гравців буде повідомлено.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="147" />
      <source>Deal &amp;review</source>
      <translation>Ог&amp;ляд роздачі</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="782" />
      <source>Deal review</source>
      <translation>Огляд роздачі</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="768" />
      <source>Deal {n} (over), {seen}</source>
      <translation>Роздача {n} (завершена), {seen}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="771" />
      <source>Deal {n}, {seen}</source>
      <translation>Роздача {n}, {seen}</translation>
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
      <translation>Партії Kartln (*{suffix})</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="835" />
      <source>Kartln: Central and Eastern European trick-taking card games.
Playable: {games}.
Free software under the GNU General Public License, version 3 or later.</source>
      <translation>Kartln: карткові ігри на взятки з Центральної та Східної Європи.
Можна грати: {games}.
Вільне програмне забезпечення за GNU General Public License версії 3 або новішої.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="889" />
      <source>Language: {language}</source>
      <translation>Мова: {language}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="558" />
      <source>Leave the table</source>
      <translation>Покинути стіл</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="558" />
      <source>Leave the table? A computer player takes over your seat at the host's table.</source>
      <translation>Покинути стіл? Твоє місце за столом господаря займе комп’ютерний гравець.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="575" />
      <source>Main menu</source>
      <translation>Головне меню</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="148" />
      <source>Match hi&amp;story</source>
      <translation>Іс&amp;торія партії</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="234" />
      <source>Move taken back</source>
      <translation>Хід скасовано</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="208" />
      <source>Moves are not taken back at a table on the network.</source>
      <translation>Ходи за столом у мережі не скасовуються.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="394" />
      <source>New game</source>
      <translation>Нова гра</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="808" />
      <source>No deal has been finished yet.</source>
      <translation>Ще жодної роздачі не завершено.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="204" />
      <source>No match is being played.</source>
      <translation>Зараз партія не йде.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="214" />
      <source>Nothing to take back in this deal yet.</source>
      <translation>У цій роздачі ще нічого скасовувати.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="638" />
      <source>Open a saved match</source>
      <translation>Відкрити збережену партію</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="141" />
      <source>Save &amp;as…</source>
      <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="574" />
      <source>Save my seat's view…</source>
      <translation>Зберегти з погляду мого місця…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="658" />
      <source>Save the match</source>
      <translation>Зберегти партію</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="140" />
      <source>Save the match from my &amp;seat's view…</source>
      <translation>Зберегти партію з погляду мого &amp;місця…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="594" />
      <source>Save the match from my seat's view</source>
      <translation>Зберегти партію з погляду мого місця</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="613" />
      <location filename="../../gui/main_window.py" line="673" />
      <source>Saved as {name}</source>
      <translation>Збережено як {name}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="145" />
      <source>Score &amp;sheet</source>
      <translation>&amp;Запис рахунку</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="254" />
      <source>Some settings were not valid and were reset: {keys}.</source>
      <translation>Деякі налаштування були неправильні й їх скинуто: {keys}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="394" />
      <source>Start a new game? The running match will be replaced.</source>
      <translation>Почати нову гру? Поточну партію буде замінено.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="151" />
      <source>Stat&amp;istics…</source>
      <translation>Статисти&amp;ка…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="342" />
      <location filename="../../gui/main_window.py" line="619" />
      <source>The autosaved match could not be read: {error}.</source>
      <translation>Автозбережену партію не вдалося прочитати: {error}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="339" />
      <source>The autosaved match was damaged; Continue uses the previous copy (the last move may be missing).</source>
      <translation>Автозбережену партію пошкоджено; «Продовжити» бере попередню копію (може бракувати останнього ходу).</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="624" />
      <source>The autosaved match was damaged; the previous copy is used (the last move may be missing).</source>
      <translation>Автозбережену партію пошкоджено; взято попередню копію (може бракувати останнього ходу).</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="632" />
      <source>The damaged file was kept as {name}.</source>
      <translation>Пошкоджений файл збережено як {name}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="633" />
      <source>The damaged files were kept as {names}.</source>
      <translation>Пошкоджені файли збережено як {names}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="183" />
      <source>The host allows no hints at this table.</source>
      <translation>За цим столом господар не дозволяє підказок.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="180" />
      <source>The host keeps this match; save your seat's view instead.</source>
      <translation>Цю партію зберігає господар стола; збережи її натомість з погляду свого місця.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="48" />
      <source>The last trick of deal {n}</source>
      <translation>Остання взятка роздачі {n}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="371" />
      <source>The match cannot be saved: {error}</source>
      <translation>Партію не можна зберегти: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="671" />
      <source>The match could not be saved: {error}</source>
      <translation>Партію не вдалося зберегти: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="206" />
      <source>The match is over: there is nothing to take back.</source>
      <translation>Партію закінчено: скасовувати нічого.</translation>
    </message>
    <message>
      <source>The new language applies fully after a restart.</source>
      <translation type="vanished">Нова мова повністю запрацює після перезапуску.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="611" />
      <source>The seat's view could not be saved: {error}</source>
      <translation>Не вдалося зберегти партію з погляду місця: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="896" />
      <source>The settings could not be saved: {error}</source>
      <translation>Налаштування не вдалося зберегти: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="251" />
      <source>The settings file could not be read ({problem}); {outcome}.</source>
      <translation>Файл налаштувань не вдалося прочитати ({problem}); {outcome}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="271" />
      <source>The statistics cannot be kept: {error}</source>
      <translation>Статистику неможливо вести: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="297" />
      <source>The statistics cannot be read: {error}</source>
      <translation>Неможливо прочитати статистику: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="331" />
      <source>The statistics cannot be written: {error}</source>
      <translation>Статистику неможливо записати: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="274" />
      <source>The statistics could not be read ({problem}); they start anew.</source>
      <translation>Не вдалося прочитати статистику ({problem}); вона починається наново.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="277" />
      <source>The statistics were written by a newer version of Kartln; this version leaves them as they are.</source>
      <translation>Статистику записала новіша версія Kartln; ця версія залишає її без змін.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="461" />
      <source>The table could not be opened on the network: {error}</source>
      <translation>Не вдалося відкрити стіл у мережі: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="571" />
      <source>The table is closed</source>
      <translation>Стіл закрито</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="573" />
      <source>You can save the match as your seat saw it, or go back to the main menu.</source>
      <translation>Можна зберегти партію такою, як її бачило твоє місце, або повернутися в головне меню.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="765" />
      <source>as everybody sees it</source>
      <translation>як бачать усі</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="765" />
      <source>as {name} sees it</source>
      <translation>як бачить {name}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="250" />
      <source>the defaults are used</source>
      <translation>взято типові значення</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="250" />
      <source>the previous copy was restored</source>
      <translation>відновлено попередню копію</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="350" />
      <source>{game}, deal {deal}: {names}</source>
      <translation>{game}, роздача {deal}: {names}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="646" />
      <source>{name} could not be opened: {error}.</source>
      <translation>Не вдалося відкрити {name}: {error}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="47" />
      <source>{name} took the trick</source>
      <translation>{name} бере взятку</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/main_window.py" line="46" />
      <source>{name} took the trick: %n point(s)</source>
      <translation>
        <numerusform>{name} бере взятку: %n оч.</numerusform>
        <numerusform>{name} бере взятку: %n оч.</numerusform>
        <numerusform>{name} бере взятку: %n оч.</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} took the trick: {points} points</source>
      <translation type="vanished">{name} бере взятку: {points} оч.</translation>
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
      <translation>Роздача</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="118" />
      <source>Deal {n}: no summary of this deal</source>
      <translation>Роздача {n}: підсумку немає</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="58" />
      <source>Dealer</source>
      <translation>Здає</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="52" />
      <source>Match history</source>
      <translation>Історія партії</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="79" />
      <source>No deal has been finished yet.</source>
      <translation>Ще жодної роздачі не завершено.</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="38" />
      <source>No trick played</source>
      <translation>Взяток не було</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="58" />
      <source>Played</source>
      <translation>Зіграно</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="87" />
      <source>Review this deal</source>
      <translation>Переглянути роздачу</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <location filename="../../gui/level_strength.py" line="47" />
      <source> (lower is better)</source>
      <translation> (менше — краще)</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="266" />
      <source> s</source>
      <translation> с</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/new_game_dialog.py" line="309" />
      <source>%n player(s)</source>
      <translation>
        <numerusform>%n гравець</numerusform>
        <numerusform>%n гравці</numerusform>
        <numerusform>%n гравців</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="50" />
      <source>, {rate} % of deals won (a fair share is {fair} %)</source>
      <translation>, виграно {rate} % роздач (чесна частка — {fair} %)</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="52" />
      <source>; {deals} deals</source>
      <translation>; роздач: {deals}</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="82" />
      <source>A fair share of the deals won is {fair} %.</source>
      <translation>Чесна частка виграних роздач — {fair} %.</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="271" />
      <source>Allow hints</source>
      <translation>Дозволити підказки</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="428" />
      <source>Changed: {options}</source>
      <translation>Змінено: {options}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="298" />
      <source>Choose “Remote player” for at least one seat: a table is hosted for players at other computers.</source>
      <translation>Вибери «Мережевий гравець» хоча б для одного місця: стіл відкривається для гравців за іншими комп’ютерами.</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="102" />
      <source>Computer</source>
      <translation>Комп’ютер</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="81" />
      <source>Deals won: by the level's side, partners together.</source>
      <translation>Виграні роздачі: на боці рівня, партнери разом.</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Easy</source>
      <translation>Легкий</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="19" />
      <source>Expert</source>
      <translation>Експерт</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="181" />
      <source>Game</source>
      <translation>Гра</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Hard</source>
      <translation>Складний</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="172" />
      <source>Host a table on this network</source>
      <translation>Відкрити стіл у цій мережі</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="267" />
      <source>How long the table waits for a dropped player before the computer player takes over</source>
      <translation>Скільки стіл чекає на відключеного гравця, перш ніж його замінить комп’ютерний гравець</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="64" />
      <source>How the levels measured ({n} players: {who}, on the same deals in every seat):</source>
      <translation>Як рівні виміряно ({n} гравців: {who}, на тих самих роздачах на кожному місці):</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="101" />
      <source>Human</source>
      <translation>Людина</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="203" />
      <source>Level</source>
      <translation>Рівень</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="86" />
      <source>Measured with {n} players, not with {chosen}.</source>
      <translation>Виміряно з {n} гравцями, а не з {chosen}.</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="203" />
      <source>Name</source>
      <translation>Ім’я</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="172" />
      <source>New game</source>
      <translation>Нова гра</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Normal</source>
      <translation>Звичайний</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="217" />
      <source>Open the table</source>
      <translation>Відкрити стіл</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="188" />
      <source>Options…</source>
      <translation>Правила гри…</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="199" />
      <source>Partner of seat 1</source>
      <translation>Партнер місця 1</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="203" />
      <source>Player</source>
      <translation>Гравець</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="230" />
      <location filename="../../gui/new_game_dialog.py" line="367" />
      <location filename="../../gui/new_game_dialog.py" line="389" />
      <source>Player {n}</source>
      <translation>Гравець {n}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="184" />
      <source>Players</source>
      <translation>Гравці</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="297" />
      <source>Players at other computers join with the table code shown next.</source>
      <translation>Гравці за іншими комп’ютерами приєднуються за кодом стола, який буде показано далі.</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Random</source>
      <translation>Випадково</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="104" />
      <source>Remote player</source>
      <translation>Мережевий гравець</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="91" />
      <source>Remote player {n}</source>
      <translation>Мережевий гравець {n}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="192" />
      <source>Rules</source>
      <translation>Правила</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="80" />
      <source>Score a deal: the level's mean score change in a deal; theirs: the level below's.</source>
      <translation>Очки за роздачу: середня зміна рахунку рівня за роздачу; у них — рівня нижче.</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="84" />
      <source>Scores count down: lower is better.</source>
      <translation>Рахунок іде вниз: менше — краще.</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="203" />
      <source>Seat</source>
      <translation>Місце</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="96" />
      <location filename="../../gui/new_game_dialog.py" line="365" />
      <source>Seat {n}</source>
      <translation>Місце {n}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="369" />
      <source>Seat {n} · with {names}</source>
      <translation>Місце {n} · з {names}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="201" />
      <source>Seats (clockwise; seat 1 sits at the bottom)</source>
      <translation>Місця (за годинниковою стрілкою; місце 1 — внизу)</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="260" />
      <source>Stand-in for a dropped player</source>
      <translation>Заміна відключеного гравця</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="217" />
      <source>Start</source>
      <translation>Почати</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="258" />
      <source>The computer player that plays for a player whose connection drops, until he comes back</source>
      <translation>Комп’ютерний гравець, що грає за гравця, у якого обірвалося з’єднання, доки той не повернеться</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="254" />
      <source>This table</source>
      <translation>Цей стіл</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="269" />
      <source>Wait for a dropped player</source>
      <translation>Чекати на відключеного гравця</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="160" />
      <source>You</source>
      <translation>Ти</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="69" />
      <source>deals</source>
      <translation>роздачі</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="69" />
      <source>deals won</source>
      <translation>виграні роздачі</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="63" />
      <source>one of a level against the others at the level below</source>
      <translation>один гравець рівня проти інших рівнем нижче</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="62" />
      <source>partners of a level against partners of the level below</source>
      <translation>партнери рівня проти партнерів рівнем нижче</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="68" />
      <source>score a deal</source>
      <translation>очки за роздачу</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="68" />
      <source>theirs</source>
      <translation>у них</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="321" />
      <source>{game} has no computer player yet: computer seats play legal cards at random.</source>
      <translation>У грі {game} ще немає комп’ютерного гравця: комп’ютер ходить випадковими дозволеними картами.</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="75" />
      <source>{level} against {below}</source>
      <translation>{level} проти {below}</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="43" />
      <source>{level} against {below}: {mine} a deal to their {theirs}</source>
      <translation>{level} проти {below}: {mine} за роздачу проти їхніх {theirs}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="390" />
      <source>{name} (seat {n})</source>
      <translation>{name} (місце {n})</translation>
    </message>
    <message>
      <source>{n} players</source>
      <translation type="vanished">Гравців: {n}</translation>
    </message>
  </context>
  <context>
    <name>OptionsDialog</name>
    <message>
      <location filename="../../gui/options_dialog.py" line="126" />
      <source>Rules options</source>
      <translation>Правила гри</translation>
    </message>
    <message>
      <location filename="../../gui/options_dialog.py" line="69" />
      <source>Rules options: {game}</source>
      <translation>Правила гри: {game}</translation>
    </message>
  </context>
  <context>
    <name>Panels</name>
    <message>
      <location filename="../../gui/panels/choices.py" line="112" />
      <source>Bid {value}</source>
      <translation>Заявка {value}</translation>
    </message>
    <message>
      <location filename="../../gui/panels/choices.py" line="113" />
      <source>You may bid from {low} to {top}.</source>
      <translation>Можна заявити від {low} до {top}.</translation>
    </message>
    <message>
      <location filename="../../gui/panels/choices.py" line="55" />
      <source>You may choose from {low} to {top}.</source>
      <translation>Можна вибрати від {low} до {top}.</translation>
    </message>
  </context>
  <context>
    <name>RulesDialog</name>
    <message>
      <location filename="../../gui/rules_dialog.py" line="56" />
      <source>*The rules of this game are not yet written in your language: here they are in English.*</source>
      <translation>*Правила цієї гри ще не написано твоєю мовою: ось вони англійською.*</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="65" />
      <source>House rules in this match</source>
      <translation>Домашні правила цієї партії</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="79" />
      <source>In this match</source>
      <translation>У цій партії</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="88" />
      <source>Rules: {game}</source>
      <translation>Правила: {game}</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="48" />
      <source>The rules of this game are not available.</source>
      <translation>Правила цієї гри недоступні.</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="71" />
      <source>off</source>
      <translation>вимк.</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="71" />
      <source>on</source>
      <translation>увімк.</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="65" />
      <source>★ unlike the standard rules</source>
      <translation>★ не як у стандартних правилах</translation>
    </message>
  </context>
  <context>
    <name>ScoreSheet</name>
    <message numerus="yes">
      <location filename="../../gui/games/sheets.py" line="133" />
      <source>%n trick(s) × {change}</source>
      <translation>
        <numerusform>%n взятка × {change}</numerusform>
        <numerusform>%n взятки × {change}</numerusform>
        <numerusform>%n взяток × {change}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="157" />
      <source>Bounced back from below 0: {total} → {score}</source>
      <translation>Відскочило з-під 0: {total} → {score}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="54" />
      <source>Counts</source>
      <translation>Множник</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="51" />
      <source>Deal</source>
      <translation>Роздача</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="185" />
      <source>Deal {n} is over</source>
      <translation>Роздачу {n} закінчено</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="51" />
      <source>Dealer</source>
      <translation>Здає</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="195" />
      <source>How</source>
      <translation>Як</translation>
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="56" />
      <source>Last trick</source>
      <translation>Остання взятка</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="159" />
      <source>Never below 0: {total} → 0</source>
      <translation>Ніколи нижче 0: {total} → 0</translation>
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="30" />
      <source>No deal has been scored yet.</source>
      <translation>Ще жодної роздачі не зараховано.</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="146" />
      <source>No trick</source>
      <translation>Без взятки</translation>
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="59" />
      <source>No trick has been played in this deal yet.</source>
      <translation>У цій роздачі ще не зіграно жодної взятки.</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="56" />
      <source>Notes</source>
      <translation>Примітки</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="140" />
      <source>Out of this deal</source>
      <translation>Не грає в цій роздачі</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="218" />
      <source>Place</source>
      <translation>Місце</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="191" />
      <location filename="../../gui/games/sheets.py" line="218" />
      <source>Player</source>
      <translation>Гравець</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="194" />
      <location filename="../../gui/games/sheets.py" line="218" />
      <source>Score</source>
      <translation>Рахунок</translation>
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="21" />
      <source>Score sheet</source>
      <translation>Запис рахунку</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="59" />
      <source>Start</source>
      <translation>Початок</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="141" />
      <source>Stayed at home</source>
      <translation>Удома</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="218" />
      <source>Team</source>
      <translation>Команда</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="165" />
      <location filename="../../gui/games/sheets.py" line="193" />
      <source>This deal</source>
      <translation>Ця роздача</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="79" />
      <source>Total</source>
      <translation>Разом</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="192" />
      <source>Tricks</source>
      <translation>Взятки</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="236" />
      <source>You win the match, down to {score}!</source>
      <translation>Ти виграєш партію, дійшовши до {score}!</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="231" />
      <source>Your team wins the match, down to {score}!</source>
      <translation>Твоя команда виграє партію, дійшовши до {score}!</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="187" />
      <source>counts ×{m}</source>
      <translation>рахується ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="195" />
      <source>each trick takes one off; no trick puts {n} on</source>
      <translation>кожна взятка мінус один; без взятки плюс {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="54" />
      <source>how many times the deal counted, and why</source>
      <translation>скільки разів рахувалася роздача і чому</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="66" />
      <source>out</source>
      <translation>не грає</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="52" />
      <source>total after the deal, and its change</source>
      <translation>разом після роздачі та зміна</translation>
    </message>
    <message>
      <source>trick</source>
      <translation type="vanished">взятка</translation>
    </message>
    <message>
      <source>tricks</source>
      <translation type="vanished">взятки</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="205" />
      <source>wins the match</source>
      <translation>виграє партію</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="203" />
      <source>with {names}</source>
      <translation>з {names}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="91" />
      <source>won by {names}</source>
      <translation>виграли {names}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="238" />
      <source>{names} share the win, down to {score}</source>
      <translation>{names} ділять перемогу, дійшовши до {score}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="232" />
      <source>{names} win the match, down to {score}</source>
      <translation>{names} виграють партію, дійшовши до {score}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="237" />
      <source>{name} wins the match, down to {score}</source>
      <translation>{name} виграє партію, дійшовши до {score}</translation>
    </message>
  </context>
  <context>
    <name>SeatNews</name>
    <message>
      <location filename="../../gui/net/seat_news.py" line="37" />
      <source>A computer player plays for {name} until a player joins</source>
      <translation>Замість {name} грає комп’ютер, доки не приєднається гравець</translation>
    </message>
    <message>
      <location filename="../../gui/net/seat_news.py" line="38" />
      <source>A computer player plays for {name} until {name} is back</source>
      <translation>Замість {name} грає комп’ютер, доки {name} не повернеться</translation>
    </message>
    <message>
      <location filename="../../gui/net/seat_news.py" line="28" />
      <source>{name} has dropped out — a computer player takes over</source>
      <translation>{name}: зв’язок утрачено — далі грає комп’ютер</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/net/seat_news.py" line="29" />
      <source>{name} has dropped out — a computer player takes over in %n s</source>
      <translation>
        <numerusform>{name}: зв’язок утрачено — через %n с гратиме комп’ютер</numerusform>
        <numerusform>{name}: зв’язок утрачено — через %n с гратиме комп’ютер</numerusform>
        <numerusform>{name}: зв’язок утрачено — через %n с гратиме комп’ютер</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/net/seat_news.py" line="46" />
      <source>{name} has joined the table</source>
      <translation>{name} сідає за стіл</translation>
    </message>
    <message>
      <location filename="../../gui/net/seat_news.py" line="42" />
      <source>{name} is back</source>
      <translation>{name} знову в грі</translation>
    </message>
  </context>
  <context>
    <name>SeatPlate</name>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="96" />
      <source>D</source>
      <translation>З</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="54" />
      <source>dealer</source>
      <translation>здає</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="135" />
      <source>sits out</source>
      <translation>не грає</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="129" />
      <source>thinking…</source>
      <translation>думає…</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="131" />
      <source>to play</source>
      <translation>ходить</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="130" />
      <source>your turn</source>
      <translation>твій хід</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <location filename="../../gui/settings_dialog.py" line="90" />
      <source>Allow Undo against computer players (Ctrl+Z takes back my last move)</source>
      <translation>Дозволити скасування ходу проти комп’ютера (Ctrl+Z скасовує мій останній хід)</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="91" />
      <source>Allow Undo when several people play at this computer</source>
      <translation>Дозволити скасування ходу, коли за цим комп’ютером грають кілька людей</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="67" />
      <source>Animations</source>
      <translation>Анімація</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="44" />
      <source>As the system</source>
      <translation>Як у системі</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="89" />
      <source>Ask before a new game replaces the running match</source>
      <translation>Питати, перш ніж нова гра замінить поточну партію</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="39" />
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Blue</source>
      <translation>Синій</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Brown</source>
      <translation>Коричневий</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="66" />
      <source>Card back</source>
      <translation>Сорочка карт</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="66" />
      <source>Cards</source>
      <translation>Карти</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="85" />
      <source>Declare marriages without asking</source>
      <translation>Оголошувати мар’яжі без запитання</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Easy</source>
      <translation>Легкий</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Expert</source>
      <translation>Експерт</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <source>Fast</source>
      <translation>Швидко</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="37" />
      <source>French, four colours</source>
      <translation>Французькі, чотири кольори</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="37" />
      <source>French, two colours</source>
      <translation>Французькі, два кольори</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="38" />
      <source>German suits</source>
      <translation>Німецькі масті</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Green</source>
      <translation>Зелений</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="41" />
      <source>Grey</source>
      <translation>Сірий</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Hard</source>
      <translation>Складний</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="68" />
      <source>Language</source>
      <translation>Мова</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="88" />
      <source>Leave each finished trick on the table until I click</source>
      <translation>Лишати кожну взятку на столі, поки я не клацну</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Normal</source>
      <translation>Звичайний</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <source>Off</source>
      <translation>Вимк.</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="84" />
      <source>One click plays a card (otherwise: click to choose, click again to play)</source>
      <translation>Одне клацання грає карту (інакше: клацни, щоб вибрати, і ще раз, щоб зіграти)</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="72" />
      <source>Player 1</source>
      <translation>Гравець 1</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="39" />
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Red</source>
      <translation>Червоний</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="60" />
      <source>Settings</source>
      <translation>Налаштування</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="87" />
      <source>Show my running count during the tricks (points or tricks so far)</source>
      <translation>Показувати мій поточний рахунок під час взяток (очки або взятки)</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <source>Slow</source>
      <translation>Повільно</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="67" />
      <source>Sort suits</source>
      <translation>Порядок мастей</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="66" />
      <source>Table colour</source>
      <translation>Колір столу</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="86" />
      <source>Wait for a click after each deal</source>
      <translation>Чекати клацання після кожної роздачі</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="73" />
      <source>Your name</source>
      <translation>Твоє ім’я</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="47" />
      <source>♠ ♣ ♦ ♥</source>
      <translation>♠ ♣ ♦ ♥</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="46" />
      <source>♠ ♥ ♣ ♦ (colours alternate)</source>
      <translation>♠ ♥ ♣ ♦ (кольори чергуються)</translation>
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
        <numerusform>%n гравець</numerusform>
        <numerusform>%n гравці</numerusform>
        <numerusform>%n гравців</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="316" />
      <source>A table on this network: players at other computers join it</source>
      <translation>Стіл у цій мережі: до нього приєднуються гравці за іншими комп’ютерами</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="253" />
      <source>Card games of Central and Eastern Europe</source>
      <translation>Карткові ігри Центральної та Східної Європи</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="296" />
      <source>Choose a game: a click starts it, Rules tells how it goes</source>
      <translation>Вибери гру: клацання її починає, «Правила» пояснюють, як грати</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="262" />
      <source>Continue</source>
      <translation>Продовжити</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="315" />
      <source>Host a table…</source>
      <translation>Відкрити стіл…</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="318" />
      <source>Join a table…</source>
      <translation>Приєднатися до стола…</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="251" />
      <source>Kartln</source>
      <translation>Kartln</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="319" />
      <source>Play at a table another computer on this network hosts</source>
      <translation>Грати за столом, відкритим на іншому комп’ютері в цій мережі</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="323" />
      <source>Quit</source>
      <translation>Вийти</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="155" />
      <source>Rules</source>
      <translation>Правила</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="159" />
      <source>Rules: {game}</source>
      <translation>Правила: {game}</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="322" />
      <source>Settings</source>
      <translation>Налаштування</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="145" />
      <source>Start a new game of {game} (Enter)</source>
      <translation>Почати нову гру: {game} (Enter)</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="158" />
      <source>The rules of {game}</source>
      <translation>Правила гри {game}</translation>
    </message>
    <message>
      <source>{n} players</source>
      <translation type="vanished">Гравців: {n}</translation>
    </message>
  </context>
  <context>
    <name>Statistics</name>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="53" />
      <source>%n computer player(s)</source>
      <translation>
        <numerusform>%n комп’ютерний гравець</numerusform>
        <numerusform>%n комп’ютерні гравці</numerusform>
        <numerusform>%n комп’ютерних гравців</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="44" />
      <source>%n easy player(s)</source>
      <translation>
        <numerusform>%n легкий гравець</numerusform>
        <numerusform>%n легкі гравці</numerusform>
        <numerusform>%n легких гравців</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="50" />
      <source>%n expert player(s)</source>
      <translation>
        <numerusform>%n гравець-експерт</numerusform>
        <numerusform>%n гравці-експерти</numerusform>
        <numerusform>%n гравців-експертів</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="48" />
      <source>%n hard player(s)</source>
      <translation>
        <numerusform>%n складний гравець</numerusform>
        <numerusform>%n складні гравці</numerusform>
        <numerusform>%n складних гравців</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="52" />
      <source>%n human player(s)</source>
      <translation>
        <numerusform>%n гравець-людина</numerusform>
        <numerusform>%n гравці-люди</numerusform>
        <numerusform>%n гравців-людей</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="46" />
      <source>%n normal player(s)</source>
      <translation>
        <numerusform>%n звичайний гравець</numerusform>
        <numerusform>%n звичайні гравці</numerusform>
        <numerusform>%n звичайних гравців</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="40" />
      <source>%n random player(s)</source>
      <translation>
        <numerusform>%n випадковий гравець</numerusform>
        <numerusform>%n випадкові гравці</numerusform>
        <numerusform>%n випадкових гравців</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_dialog.py" line="379" />
      <source>%n row(s) written to {name}</source>
      <translation>
        <numerusform>%n рядок записано в {name}</numerusform>
        <numerusform>%n рядки записано в {name}</numerusform>
        <numerusform>%n рядків записано в {name}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="42" />
      <source>%n simple computer player(s)</source>
      <translation>
        <numerusform>%n простий комп’ютерний гравець</numerusform>
        <numerusform>%n прості комп’ютерні гравці</numerusform>
        <numerusform>%n простих комп’ютерних гравців</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="186" />
      <source>&amp;Export CSV…</source>
      <translation>&amp;Експорт CSV…</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="145" />
      <source>&amp;From</source>
      <translation>&amp;Від</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="144" />
      <source>&amp;Game</source>
      <translation>Г&amp;ра</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="144" />
      <source>&amp;Opponents</source>
      <translation>&amp;Суперники</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="144" />
      <source>&amp;Player</source>
      <translation>&amp;Гравець</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="145" />
      <source>&amp;Rules</source>
      <translation>&amp;Правила</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="145" />
      <source>&amp;To</source>
      <translation>&amp;До</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="104" />
      <source>Against {opponents} in {game}: {won} of %n match(es) won</source>
      <translation>
        <numerusform>{game}, суперники: {opponents}. Виграно {won} з %n партії</numerusform>
        <numerusform>{game}, суперники: {opponents}. Виграно {won} з %n партій</numerusform>
        <numerusform>{game}, суперники: {opponents}. Виграно {won} з %n партій</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="256" />
      <source>All games</source>
      <translation>Усі ігри</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="257" />
      <source>All levels</source>
      <translation>Усі рівні</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="258" />
      <source>All rules</source>
      <translation>Усі правила</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="121" />
      <source>Best
match</source>
      <translation>Найкраща
партія</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="189" />
      <source>C&amp;lear…</source>
      <translation>&amp;Очистити…</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="366" />
      <source>CSV files (*.csv)</source>
      <translation>Файли CSV (*.csv)</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="388" />
      <source>Clear the statistics</source>
      <translation>Очистити статистику</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="192" />
      <source>Close</source>
      <translation>Закрити</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="118" />
      <source>Contracts
made</source>
      <translation>Виконані
контракти</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="115" />
      <source>Deals</source>
      <translation>Роздачі</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="115" />
      <source>Deals played (re-deals not counted)</source>
      <translation>Зіграні роздачі (без перездач)</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="118" />
      <source>Deals the player declared, and made</source>
      <translation>Контракти, які гравець розігрував, і скільки з них виконано</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="365" />
      <source>Export the statistics</source>
      <translation>Експорт статистики</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="387" />
      <source>Forget all statistics, of every game and every player? This cannot be undone.</source>
      <translation>Забути всю статистику всіх ігор і всіх гравців? Цю дію не можна скасувати.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="385" />
      <source>Forget every finished match of {game}, of every player? This cannot be undone.</source>
      <translation>Забути всі завершені партії гри {game} для всіх гравців? Цю дію не можна скасувати.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="109" />
      <source>Game</source>
      <translation>Гра</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="30" />
      <source>House rules</source>
      <translation>Домашні правила</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="74" />
      <source>Human</source>
      <translation>Людина</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="329" />
      <source>In this game a lower score is better.</source>
      <translation>У цій грі менший рахунок — кращий.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="351" />
      <source>Lost on {day}</source>
      <translation>Програно {day}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="111" />
      <source>Matches
won</source>
      <translation>Виграно
партій</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="122" />
      <source>Most points ahead of the best other player</source>
      <translation>Найбільша перевага в очках над найкращим із суперників</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="124" />
      <source>Most points behind the best other player</source>
      <translation>Найбільше відставання в очках від найкращого із суперників</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="315" />
      <source>No finished match of {player} fits these filters.</source>
      <translation>Жодна завершена партія гравця {player} не відповідає цим фільтрам.</translation>
    </message>
    <message>
      <source>No finished match of {player} passes these filters.</source>
      <translation type="vanished">{player}: жодна завершена партія не відповідає цим фільтрам.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="76" />
      <source>No finished match to draw</source>
      <translation>Немає завершених партій для графіка</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="304" />
      <source>Nothing to show yet. Every finished deal and match is kept from now on: play a match to the end and it is counted here.</source>
      <translation>Поки що нічого показати. Відтепер зберігається кожна завершена роздача й партія: зіграй партію до кінця, і її буде враховано тут.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="110" />
      <source>Opponents</source>
      <translation>Суперники</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="116" />
      <source>Per deal
(mean)</source>
      <translation>За роздачу
(середнє)</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="130" />
      <location filename="../../gui/stats_dialog.py" line="376" />
      <location filename="../../gui/stats_dialog.py" line="403" />
      <source>Statistics</source>
      <translation>Статистика</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="110" />
      <source>The computer players' levels</source>
      <translation>Рівні комп’ютерних гравців</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="120" />
      <source>The most matches won in a row</source>
      <translation>Найбільше партій, виграних поспіль</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="117" />
      <source>The player's mean score change per deal</source>
      <translation>Середня зміна рахунку гравця за роздачу</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="113" />
      <source>The share of the matches won, and where the true share lies with 95 % certainty</source>
      <translation>Частка виграних партій і межі, у яких справжня частка лежить з імовірністю 95 %</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="403" />
      <source>The statistics could not be cleared: {error}</source>
      <translation>Не вдалося очистити статистику: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="376" />
      <source>The statistics could not be exported: {error}</source>
      <translation>Не вдалося експортувати статистику: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="312" />
      <source>The statistics could not be read: {error}</source>
      <translation>Не вдалося прочитати статистику: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="112" />
      <source>Win rate
(95 % interval)</source>
      <translation>Частка перемог
(інтервал 95 %)</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="106" />
      <source>Win rate so far</source>
      <translation>Частка перемог досі</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="120" />
      <source>Wins
in a row</source>
      <translation>Перемог
поспіль</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="351" />
      <source>Won on {day}</source>
      <translation>Виграно {day}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="123" />
      <source>Worst
match</source>
      <translation>Найгірша
партія</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="106" />
      <source>lost</source>
      <translation>програно</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="62" />
      <location filename="../../gui/stats_words.py" line="77" />
      <source>nobody</source>
      <translation>ніхто</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="87" />
      <source>too few matches to tell</source>
      <translation>замало партій для оцінки</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="106" />
      <source>won</source>
      <translation>виграно</translation>
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
        <numerusform>{player}: виграно {won} з %n завершеної партії</numerusform>
        <numerusform>{player}: виграно {won} з %n завершених партій</numerusform>
        <numerusform>{player}: виграно {won} з %n завершених партій</numerusform>
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
      <translation>{some} і {last}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="93" />
      <source>{won} of {matches}</source>
      <translation>{won} з {matches}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="61" />
      <source>{won} of {matches} won, from {first} to {last}</source>
      <translation>{won} з {matches} виграно, від {first} до {last}</translation>
    </message>
  </context>
  <context>
    <name>Summary</name>
    <message>
      <location filename="../../gui/panels/summary.py" line="88" />
      <source>Main menu</source>
      <translation>Головне меню</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="89" />
      <source>New game</source>
      <translation>Нова гра</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="34" />
      <source>Next deal</source>
      <translation>Наступна роздача</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="90" />
      <source>Rematch</source>
      <translation>Реванш</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="40" />
      <source>Review the deal</source>
      <translation>Переглянути роздачу</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="38" />
      <location filename="../../gui/panels/summary.py" line="87" />
      <source>Score sheet</source>
      <translation>Запис рахунку</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="81" />
      <source>The match is over.</source>
      <translation>Партію закінчено.</translation>
    </message>
  </context>
  <context>
    <name>Table</name>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="351" />
      <source> and </source>
      <translation> і </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/mulatschak.py" line="51" />
      <source>%n trick(s)</source>
      <translation>
        <numerusform>%n взятка</numerusform>
        <numerusform>%n взятки</numerusform>
        <numerusform>%n взяток</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/mulatschak.py" line="350" />
      <source>%n whiteout(s)</source>
      <translation>
        <numerusform>%n біла рука</numerusform>
        <numerusform>%n білі руки</numerusform>
        <numerusform>%n білих рук</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="348" />
      <source>(blind: counts double)</source>
      <translation>(втемну: рахується вдвічі)</translation>
    </message>
    <message>
      <source>1 trick</source>
      <translation type="vanished">1 взятка</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="66" />
      <source>A new trump is turned: {card}</source>
      <translation>Відкрито новий козир: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="315" />
      <source>A trump: take it on top, and another card is dealt here while your hand is short.</source>
      <translation>Козир: візьми його зверху, а сюди здається ще одна карта, поки в тебе бракує карт.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="312" />
      <source>A trump: take it on top, and another card is dealt here; or take it for your card, which goes out of play, and go on to the next place.</source>
      <translation>Козир: візьми його зверху, і сюди здається ще одна карта; або візьми його замість своєї карти, яка виходить із гри, і переходь до наступного місця.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="28" />
      <source>Aces</source>
      <translation>Тузи</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="145" />
      <source>After Muss everybody defends: Idem</source>
      <translation>Після Muss захищаються всі: Idem</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="75" />
      <source>Against General Rams: {n}</source>
      <translation>Проти General Rams: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/schnalzen.py" line="36" />
      <source>All five tricks: {n}</source>
      <translation>Усі п’ять взяток: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/schnalzen.py" line="37" />
      <source>Another took all five tricks: {n}</source>
      <translation>Інший узяв усі п’ять взяток: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="124" />
      <source>Before you look: Raub?</source>
      <translation>Не дивлячись у карти: Raub?</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="78" />
      <source>Bid {value}</source>
      <translation>Заявка {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="106" />
      <source>Call General Rams?</source>
      <translation>Оголосити General Rams?</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="207" />
      <source>Click the card you lay away for it, or keep your hand.</source>
      <translation>Клацни карту, яку відкладаєш замість неї, або залиш свої карти.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="228" />
      <source>Click the cards to lay out, then confirm.</source>
      <translation>Клацни карти, які викладаєш, і підтверди.</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="350" />
      <source>Click the cards you lay away, then confirm. Enter confirms too.</source>
      <translation>Клацни карти, які відкладаєш, і підтверди. Enter теж підтверджує.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="262" />
      <source>Click them in the order of their places: each shows its number, 1 for the first place. Then confirm; a card is dealt face up in front of each, and place by place you keep the better one.</source>
      <translation>Клацай їх у порядку місць: на кожній з’явиться її номер, 1 — перше місце. Потім підтверди; перед кожною лягає відкрита карта, і місце за місцем ти лишаєш кращу.</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="346" />
      <source>Contract: {value} ({name})</source>
      <translation>Контракт: {value} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="108" />
      <source>Deal</source>
      <translation>Здати</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="226" />
      <location filename="../../gui/games/generic.py" line="202" />
      <source>Deal {n}</source>
      <translation>Роздача {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="438" />
      <source>Deal {n}: {name} deals</source>
      <translation>Роздача {n}: здає {name}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="292" />
      <source>Declare the marriage</source>
      <translation>Оголосити мар’яж</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="291" />
      <source>Declare the marriage in {suit}?</source>
      <translation>Оголосити мар’яж {suit}?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="366" />
      <source>Declarer short of his bid of {n}</source>
      <translation>Розігрувач не добрав до заявки {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="166" />
      <source>Declarer short of his tricks</source>
      <translation>Розігрувач недобрав взяток</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/raub.py" line="87" />
      <source>Declarer: {name}, %n trick(s)</source>
      <translation>
        <numerusform>Розігрувач: {name}, %n взятка</numerusform>
        <numerusform>Розігрувач: {name}, %n взятки</numerusform>
        <numerusform>Розігрувач: {name}, %n взяток</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="116" />
      <location filename="../../gui/games/mulatschak.py" line="188" />
      <source>Declarer: {name}, {bid}</source>
      <translation>Розігрувач: {name}, {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="86" />
      <source>Double</source>
      <translation>Подвоїти</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="365" />
      <source>Double the deal?</source>
      <translation>Подвоїти роздачу?</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="280" />
      <source>Drag the card onto the pile to discard it.</source>
      <translation>Перетягни карту на відбій, щоб її скинути.</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="275" />
      <source>Drag the card onto the player who should get it.</source>
      <translation>Перетягни карту на гравця, який має її отримати.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="140" />
      <source>Draw from the stock: lay away the cards you change</source>
      <translation>Добір із колоди: відклади карти, які міняєш</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="122" />
      <location filename="../../gui/games/text.py" line="82" />
      <source>Drop out</source>
      <translation>Виходжу</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="234" />
      <source>Drops</source>
      <translation>Виходить</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="60" />
      <source>Exchange %n card(s)</source>
      <translation>
        <numerusform>Обміняти %n карту</numerusform>
        <numerusform>Обміняти %n карти</numerusform>
        <numerusform>Обміняти %n карт</numerusform>
      </translation>
    </message>
    <message>
      <source>Exchange 1 card</source>
      <translation type="vanished">Обміняти 1 карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="346" />
      <source>Exchange cards with the talon</source>
      <translation>Обміняти карти з талоном</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="261" />
      <source>Exchange on sight: lay out the cards you would change</source>
      <translation>Обмін у відкриту: виклади карти, які хочеш поміняти</translation>
    </message>
    <message>
      <location filename="../../gui/games/zwanzig.py" line="36" />
      <source>Exchange up to three cards with the stock</source>
      <translation>Обміняй до трьох карт із колодою</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="65" />
      <source>Exchange up to three cards with the talon</source>
      <translation>Обміняй до трьох карт із талоном</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="64" />
      <source>Exchange up to two cards with the talon</source>
      <translation>Обміняй до двох карт із талоном</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="327" />
      <source>Exchange with the stock: lay away the cards you change</source>
      <translation>Обмін із колодою: відклади карти, які міняєш</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="92" />
      <source>Exchange {n}</source>
      <translation>Обміняти {n}</translation>
    </message>
    <message>
      <source>Exchange {n} cards</source>
      <translation type="vanished">Обміняти карт: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="88" />
      <source>Fewer than two play: the deal is not played</source>
      <translation>Грає менше двох: роздача не розігрується</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="85" />
      <source>From</source>
      <translation>Від</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="130" />
      <source>From {start} down to 0</source>
      <translation>Від {start} до 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="27" />
      <source>General Rams</source>
      <translation>General Rams</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="75" />
      <source>General Rams lost: {n}</source>
      <translation>General Rams програно: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="71" />
      <source>General Rams made by another: {n}</source>
      <translation>General Rams зробив інший: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="71" />
      <source>General Rams made: {n}</source>
      <translation>General Rams зроблено: {n}</translation>
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
      <translation>Найвища заявка: {bid} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="332" />
      <source>High bid: {value} ({name})</source>
      <translation>Найвища заявка: {value} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="239" />
      <source>Hold</source>
      <translation>Тримаю</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="295" />
      <source>Hold: you take the bid of {bid} yourself.</source>
      <translation>Тримаю: ти береш заявку {bid} на себе.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="46" />
      <location filename="../../gui/games/raub.py" line="113" />
      <source>I lead</source>
      <translation>Ходжу я</translation>
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
      <translation>Idem чи Nejdem: захищаєшся проти розігрувача?</translation>
    </message>
    <message>
      <location filename="../../gui/games/schnalzen.py" line="45" />
      <source>Joker (WELI)</source>
      <translation>Джокер (WELI)</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="292" />
      <source>Just play the card</source>
      <translation>Просто зіграти карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="242" />
      <source>Keep mine</source>
      <translation>Лишаю свою</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="59" />
      <location filename="../../gui/games/text.py" line="91" />
      <source>Keep my cards</source>
      <translation>Лишаю свої карти</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="265" />
      <location filename="../../gui/games/rams_family.py" line="209" />
      <source>Keep my hand</source>
      <translation>Лишаю свою руку</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="250" />
      <source>Keep your cards</source>
      <translation>Лиши свої карти</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="27" />
      <source>Kings</source>
      <translation>Королі</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="251" />
      <source>Lay out {cards}</source>
      <translation>Викласти {cards}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="265" />
      <source>Lay out {n}</source>
      <translation>Викласти {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="203" />
      <source>Leave it</source>
      <translation>Не брати</translation>
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
      <translation>Mulatschak не вдався</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="363" />
      <source>Mulatschak made</source>
      <translation>Mulatschak зроблено</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="297" />
      <source>Mulatschak: all five tricks without exchanging.</source>
      <translation>Mulatschak: усі п’ять взяток без обміну.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="110" />
      <source>Muss</source>
      <translation>Muss</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="130" />
      <source>Muss becomes possible once a player is at 9 or lower.</source>
      <translation>Muss можливий, щойно в когось 9 або менше.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="123" />
      <source>Muss makes you declarer without seeing a card; nobody may drop.</source>
      <translation>З Muss ти стаєш розігрувачем, не глянувши в карти; виходити не може ніхто.</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="55" />
      <source>Mönch</source>
      <translation>Mönch</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="363" />
      <source>Name the trump suit</source>
      <translation>Признач козирну масть</translation>
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
      <translation>Новий козир</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="105" />
      <location filename="../../gui/games/raub.py" line="135" />
      <source>No</source>
      <translation>Ні</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="353" />
      <source>No card is left to draw: confirm to keep your cards.</source>
      <translation>Добирати нічого: підтверди, щоб лишити свої карти.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="268" />
      <source>No king, ober or unter: throw in a whiteout?</source>
      <translation>Ні короля, ні обера, ні унтера: скинути білу руку?</translation>
    </message>
    <message>
      <location filename="../../gui/games/marriage_notice.py" line="39" />
      <source>No marriage yet: you may declare one only once you have taken a trick.</source>
      <translation>Мар’яжу поки не можна: оголосити його можна лише після першої своєї взятки.</translation>
    </message>
    <message>
      <location filename="../../gui/table/decor.py" line="291" />
      <source>No trump</source>
      <translation>Без козиря</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="53" />
      <source>No trumps</source>
      <translation>Без козирів</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="26" />
      <source>Obers</source>
      <translation>Обери</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="242" />
      <location filename="../../gui/games/mulatschak.py" line="291" />
      <location filename="../../gui/games/ramsen.py" line="22" />
      <source>Pass</source>
      <translation>Пас</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="109" />
      <source>Pass the deal</source>
      <translation>Передати роздачу</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="308" />
      <source>Place {p} of {k}: the {up} or your {mine}?</source>
      <translation>Місце {p} з {k}: {up} чи твоя {mine}?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="243" />
      <location filename="../../gui/games/text.py" line="80" />
      <source>Play</source>
      <translation>Граю</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="267" />
      <source>Play on</source>
      <translation>Грати далі</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="361" />
      <location filename="../../gui/games/rams_family.py" line="124" />
      <source>Play this deal or drop out?</source>
      <translation>Граєш цю роздачу чи виходиш?</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="31" />
      <source>Play this deal or pass?</source>
      <translation>Граєш цю роздачу чи пас?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="175" />
      <location filename="../../gui/games/schnalzen.py" line="27" />
      <source>Play this deal or stay at home?</source>
      <translation>Граєш цю роздачу чи лишаєшся вдома?</translation>
    </message>
    <message>
      <source>Play this deal or {choice}?</source>
      <translation type="vanished">Граєш цю роздачу чи {choice}?</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="116" />
      <source>Play with your hand or take the widow?</source>
      <translation>Граєш своєю рукою чи береш вдову?</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="115" />
      <source>Play, take the widow or drop out?</source>
      <translation>Граєш, береш вдову чи виходиш?</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="233" />
      <source>Plays</source>
      <translation>Грає</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="270" />
      <source>Put the card in the middle of the table to play it.</source>
      <translation>Поклади карту на середину столу, щоб її зіграти.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="111" />
      <source>Raub</source>
      <translation>Raub</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="125" />
      <source>Raub: you are declarer and need two tricks (Stih on a seven: one).</source>
      <translation>Raub: ти розігрувач і маєш узяти дві взятки (Stih на сімці: одну).</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="88" />
      <source>Redouble</source>
      <translation>Ще раз подвоїти</translation>
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
      <translation>Refa: карти скинуто; наступна зарахована роздача рахується вдвічі</translation>
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
      <translation>Лишаюсь удома</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="100" />
      <source>Stays at home</source>
      <translation>Лишається вдома</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="112" />
      <source>Stih</source>
      <translation>Stih</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="48" />
      <source>Strikers: the {rank}</source>
      <translation>Ударні: {rank}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="240" />
      <location filename="../../gui/games/rams_family.py" line="180" />
      <source>Take it</source>
      <translation>Беру</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="241" />
      <source>Take it for mine</source>
      <translation>Взяти замість моєї</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="318" />
      <source>Take it on top</source>
      <translation>Взяти зверху</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="187" />
      <source>Take the trump card for {card}</source>
      <translation>Взяти козирну карту замість {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="206" />
      <source>Take the trump card, the {card}?</source>
      <translation>Взяти козирну карту — {card}?</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="97" />
      <source>Take the widow</source>
      <translation>Взяти вдову</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="54" />
      <source>The bottom card of the cut is the {card}</source>
      <translation>Нижня карта знятої колоди — {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="201" />
      <source>The bottom card of the cut is the {card}. Take it?</source>
      <translation>Нижня карта знятої колоди — {card}. Береш?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="317" />
      <source>The card you do not take goes out of play.</source>
      <translation>Карта, яку ти не береш, виходить із гри.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="126" />
      <source>The declarer must take two of the four tricks.</source>
      <translation>Розігрувач має взяти дві з чотирьох взяток.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="361" />
      <source>The declarer's Mulatschak failed</source>
      <translation>Mulatschak розігрувача не вдався</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="66" />
      <source>The first suit keeps the turned-up trumps; another shows that you hold the Mönch.</source>
      <translation>Перша масть лишає відкриті козирі; інша показує, що в тебе Mönch.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="293" />
      <source>The highest bidder names trumps and exchanges on sight; short of the bid: 10 on.</source>
      <translation>Хто заявив найвище, призначає козирі й міняє у відкриту; недобір: +10.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="270" />
      <source>The same dealer deals again and the next scored deal counts double.</source>
      <translation>Той самий гравець здає знову, а наступна зарахована роздача рахується вдвічі.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/rams.py" line="123" />
      <source>The widow replaces your whole hand unseen: your cards are laid away, you take its %n card(s) without looking at them first, and you play.</source>
      <translation>
        <numerusform>Вдова замінює всю твою руку наосліп: твої карти відкладено, ти береш її %n карту, не дивлячись, і граєш.</numerusform>
        <numerusform>Вдова замінює всю твою руку наосліп: твої карти відкладено, ти береш її %n карти, не дивлячись, і граєш.</numerusform>
        <numerusform>Вдова замінює всю твою руку наосліп: твої карти відкладено, ти береш її %n карт, не дивлячись, і граєш.</numerusform>
      </translation>
    </message>
    <message>
      <source>The widow replaces your whole hand unseen: your cards are laid away, you take its {n} cards without looking at them first, and you play.</source>
      <translation type="vanished">Вдова замінює всю твою руку наосліп: твої карти відкладено, ти береш її {n} карт, не дивлячись, і граєш.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/rams_family.py" line="216" />
      <source>The {talon} has %n card(s) left.</source>
      <translation>
        <numerusform>{talon}: лишилася %n карта.</numerusform>
        <numerusform>{talon}: лишилося %n карти.</numerusform>
        <numerusform>{talon}: лишилося %n карт.</numerusform>
      </translation>
    </message>
    <message>
      <source>The {talon} has 1 card left.</source>
      <translation type="vanished">{talon}: лишилася 1 карта.</translation>
    </message>
    <message>
      <source>The {talon} has {n} cards left.</source>
      <translation type="vanished">{talon}: лишилося карт — {n}.</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="135" />
      <source>This deal counts ×{m}</source>
      <translation>Ця роздача рахується ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="282" />
      <source>This is not the moment to play a card.</source>
      <translation>Зараз не час грати карту.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="60" />
      <source>To exactly 0: a total that would go below 0 bounces back up by the excess</source>
      <translation>Рівно до 0: що пішло б нижче 0, відскакує вгору на надлишок</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="86" />
      <source>Tokens: from {n} down to 0</source>
      <translation>Фішки: від {n} до 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="47" />
      <source>Took it</source>
      <translation>Узято</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="29" />
      <source>Took the widow</source>
      <translation>З вдовою</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="270" />
      <location filename="../../gui/games/generic.py" line="205" />
      <source>Trick {n} of {total}</source>
      <translation>Взятка {n} з {total}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="323" />
      <location filename="../../gui/games/generic.py" line="445" />
      <source>Turned up: {card}</source>
      <translation>Відкрито: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="25" />
      <source>Unters</source>
      <translation>Унтери</translation>
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
      <translation>Біла рука</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="338" />
      <source>Whiteout: next deal ×{m}</source>
      <translation>Біла рука: наступна роздача ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="194" />
      <source>Whiteout: the next scored deal counts ×{m}</source>
      <translation>Біла рука: наступна зарахована роздача рахується ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="88" />
      <source>Whiteout: you throw the cards in; the next scored deal counts ×{m}</source>
      <translation>Біла рука: ти скидаєш карти; наступна зарахована роздача рахується ×{m}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/rams.py" line="88" />
      <source>Widow: %n card(s) face down</source>
      <translation>
        <numerusform>Вдова: %n карта сорочкою догори</numerusform>
        <numerusform>Вдова: %n карти сорочкою догори</numerusform>
        <numerusform>Вдова: %n карт сорочкою догори</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="126" />
      <source>Will you lead?</source>
      <translation>Ходитимеш першим?</translation>
    </message>
    <message>
      <location filename="../../gui/games/zwanzig.py" line="26" />
      <source>You announce: name the trump suit</source>
      <translation>Твоя заявка: признач козирну масть</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="117" />
      <source>You are declarer: {bid}</source>
      <translation>Ти розігрувач: {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="99" />
      <source>You bid Mulatschak: all five tricks</source>
      <translation>Ти заявляєш Mulatschak: усі п’ять взяток</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="36" />
      <source>You call General Rams: take all five tricks</source>
      <translation>Ти оголошуєш General Rams: візьми всі п’ять взяток</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="129" />
      <source>You deal: deal, or pass the deal (a Refa)?</source>
      <translation>Ти здаєш: здати чи передати роздачу (Refa)?</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="122" />
      <source>You deal: deal, pass the deal (a Refa), or say Muss?</source>
      <translation>Ти здаєш: здати, передати роздачу (Refa) чи сказати Muss?</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="447" />
      <source>You declare the marriage in {suit}: +{points}</source>
      <translation>Ти оголошуєш мар’яж {suit}: +{points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="388" />
      <source>You double: the deal counts ×{factor}</source>
      <translation>Ти подвоюєш: роздача рахується ×{factor}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="358" />
      <source>You drop out of this deal</source>
      <translation>Ти виходиш із цієї роздачі</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/choreography.py" line="411" />
      <source>You exchange %n card(s)</source>
      <translation>
        <numerusform>Ти міняєш %n карту</numerusform>
        <numerusform>Ти міняєш %n карти</numerusform>
        <numerusform>Ти міняєш %n карт</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="409" />
      <source>You exchange one card</source>
      <translation>Ти міняєш одну карту</translation>
    </message>
    <message>
      <source>You exchange {n} cards</source>
      <translation type="vanished">Ти міняєш карт: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="232" />
      <source>You exchanged, so you play this deal</source>
      <translation>Після обміну карт ти граєш цю роздачу</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="424" />
      <source>You give a card to {receiver}</source>
      <translation>Ти віддаєш карту гравцеві {receiver}</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="44" />
      <source>You hold a Fliege: five of a suit win the deal</source>
      <translation>У тебе Fliege: п’ять карт однієї масті виграють роздачу</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="61" />
      <source>You hold the Mönch: name the trump suit</source>
      <translation>У тебе Mönch: признач козирну масть</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="108" />
      <source>You hold: {bid}</source>
      <translation>Ти тримаєш: {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="165" />
      <source>You keep your card</source>
      <translation>Ти лишаєш свою карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="396" />
      <source>You keep your cards</source>
      <translation>Ти лишаєш свої карти</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="125" />
      <source>You keep your hand</source>
      <translation>Ти лишаєш свою руку</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="135" />
      <source>You lay out {n} to exchange on sight</source>
      <translation>Ти викладаєш {n} для обміну у відкриту</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="354" />
      <source>You may change 1 card.</source>
      <translation>Можна поміняти 1 карту.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="354" />
      <source>You may change up to %n card(s).</source>
      <translation>
        <numerusform>Можна поміняти до %n карти.</numerusform>
        <numerusform>Можна поміняти до %n карт.</numerusform>
        <numerusform>Можна поміняти до %n карт.</numerusform>
      </translation>
    </message>
    <message>
      <source>You may change up to {n} cards.</source>
      <translation type="vanished">Можна поміняти до {n} карт.</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="108" />
      <source>You must then take all five tricks; everybody plays.</source>
      <translation>Тоді маєш узяти всі п’ять взяток; грають усі.</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="380" />
      <source>You name {suit} as trumps</source>
      <translation>Ти призначаєш козирем {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="323" />
      <source>You play this deal</source>
      <translation>Ти граєш цю роздачу</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="378" />
      <source>You play without trumps</source>
      <translation>Ти граєш без козирів</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="347" />
      <source>You play {value}</source>
      <translation>Ти граєш {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="60" />
      <source>You played the Mönch: name the trumps from the next trick on</source>
      <translation>Ти граєш Mönch: признач козирі, починаючи з наступної взятки</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="38" />
      <source>You say Nejdem</source>
      <translation>Ти кажеш Nejdem</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="96" />
      <source>You stay at home</source>
      <translation>Ти лишаєшся вдома</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="67" />
      <source>You take the cut card</source>
      <translation>Ти береш зняту карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="81" />
      <source>You take the trump card, the {card}</source>
      <translation>Ти береш козирну карту — {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="55" />
      <source>You take the widow</source>
      <translation>Ти береш вдову</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="157" />
      <source>You take the {card}</source>
      <translation>Ти береш {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="202" />
      <source>You then get one card fewer in the first packet and may not exchange.</source>
      <translation>Тоді в першому пакеті отримаєш на одну карту менше й не можеш міняти.</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="407" />
      <source>You took the trick</source>
      <translation>Ти береш взятку</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="404" />
      <source>You took the trick: %n point(s)</source>
      <translation>
        <numerusform>Ти береш взятку: %n оч.</numerusform>
        <numerusform>Ти береш взятку: %n оч.</numerusform>
        <numerusform>Ти береш взятку: %n оч.</numerusform>
      </translation>
    </message>
    <message>
      <source>You took the trick: {points} points</source>
      <translation type="vanished">Ти береш взятку: {points} оч.</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="367" />
      <source>Your bid</source>
      <translation>Твоя заявка</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="284" />
      <source>Your bid: how many tricks will you take?</source>
      <translation>Твоя заявка: скільки взяток візьмеш?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="281" />
      <source>Your bid: {name} bid {bid}</source>
      <translation>Твоя заявка: {name} — {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="368" />
      <source>Your choice</source>
      <translation>Твій вибір</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="317" />
      <source>Your tricks: {won}</source>
      <translation>Твої взятки: {won}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="316" />
      <source>Your tricks: {won} ({needs} needed)</source>
      <translation>Твої взятки: {won} (треба {needs})</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="176" />
      <location filename="../../gui/games/rams_family.py" line="98" />
      <location filename="../../gui/games/schnalzen.py" line="28" />
      <source>at home</source>
      <translation>удома</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="159" />
      <source>card</source>
      <translation>карта</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="341" />
      <source>declarer: one off a trick when he makes his bid, else 10 on; Mulatschak: 10 off, or 10 on and 10 off for the others; the others: one off a trick, else 5 on; at home: 1 on</source>
      <translation>розігрувач: мінус один за взятку, якщо виконав заявку, інакше +10; Mulatschak: −10, або +10 собі й −10 іншим; інші: мінус один за взятку, інакше +5; удома: +1</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="156" />
      <source>declarer: one off a trick when he takes his tricks, else 4 on; a defender: one off a trick, else 2 on; Nejdem: nothing</source>
      <translation>розігрувач: мінус один за взятку, якщо взяв свої взятки, інакше +4; захисник: мінус один за взятку, інакше +2; Nejdem: нічого</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="45" />
      <source>down to 0</source>
      <translation>до 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="360" />
      <location filename="../../gui/games/generic.py" line="179" />
      <location filename="../../gui/games/rams_family.py" line="125" />
      <source>dropped out</source>
      <translation>поза грою</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="22" />
      <source>eights</source>
      <translation>вісімки</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="226" />
      <source>golden round</source>
      <translation>золоте коло</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="82" />
      <source>hold {n}</source>
      <translation>тримає {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="27" />
      <source>leads</source>
      <translation>ходить</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="23" />
      <source>nines</source>
      <translation>дев’ятки</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="32" />
      <source>passed</source>
      <translation>пас</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="436" />
      <source>pile</source>
      <translation>відбій</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="30" />
      <source>says Muss</source>
      <translation>каже Muss</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="28" />
      <source>says Raub</source>
      <translation>каже Raub</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="29" />
      <source>says Stih</source>
      <translation>каже Stih</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="21" />
      <source>sevens</source>
      <translation>сімки</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="20" />
      <source>sixes</source>
      <translation>шістки</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="177" />
      <location filename="../../gui/games/raub.py" line="81" />
      <location filename="../../gui/games/zwanzig.py" line="21" />
      <source>stock</source>
      <translation>колода</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="54" />
      <source>striker</source>
      <translation>ударна</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="126" />
      <source>talon</source>
      <translation>талон</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="24" />
      <source>tens</source>
      <translation>десятки</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="45" />
      <source>to exactly 0</source>
      <translation>рівно до 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="268" />
      <location filename="../../gui/games/generic.py" line="187" />
      <source>trump</source>
      <translation>козир</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="317" />
      <location filename="../../gui/games/generic.py" line="199" />
      <location filename="../../gui/games/rams_family.py" line="158" />
      <source>trump card</source>
      <translation>козирна карта</translation>
    </message>
    <message>
      <location filename="../../gui/table/decor.py" line="40" />
      <source>turned up: {card}</source>
      <translation>відкрито: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="350" />
      <source>whiteout</source>
      <translation>біла рука</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="82" />
      <source>widow</source>
      <translation>вдова</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="171" />
      <source>with {names}</source>
      <translation>з {names}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="225" />
      <source>{choice} costs {n} at once.</source>
      <translation>«{choice}» одразу коштує {n}.</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="428" />
      <location filename="../../gui/games/generic.py" line="453" />
      <source>{giver} gives a card to {receiver}</source>
      <translation>{giver} віддає карту гравцеві {receiver}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="426" />
      <source>{giver} gives you a card</source>
      <translation>{giver} віддає тобі карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/zwanzig.py" line="31" />
      <source>{hearts} count double; with {diamonds} trumps nobody may drop.</source>
      <translation>{hearts} рахуються вдвічі; коли козир {diamonds}, виходити не можна.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="99" />
      <source>{name} bids Mulatschak!</source>
      <translation>{name} заявляє Mulatschak!</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="375" />
      <source>{name} bids {bid}</source>
      <translation>{name} заявляє {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="421" />
      <source>{name} bids {value}</source>
      <translation>{name} заявляє {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="129" />
      <source>{name} calls General Rams</source>
      <translation>{name} оголошує General Rams</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="37" />
      <source>{name} calls General Rams: everybody plays</source>
      <translation>{name} оголошує General Rams: грають усі</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="442" />
      <source>{name} declares the marriage in {suit} ({points})</source>
      <translation>{name} оголошує мар’яж {suit} ({points})</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="448" />
      <source>{name} declares the marriage in {suit}: +{points}</source>
      <translation>{name} оголошує мар’яж {suit}: +{points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="389" />
      <location filename="../../gui/games/generic.py" line="434" />
      <source>{name} doubles: the deal counts ×{factor}</source>
      <translation>{name} подвоює: роздача рахується ×{factor}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="359" />
      <source>{name} drops out</source>
      <translation>{name} виходить</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/choreography.py" line="412" />
      <source>{name} exchanges %n card(s)</source>
      <translation>
        <numerusform>{name} міняє %n карту</numerusform>
        <numerusform>{name} міняє %n карти</numerusform>
        <numerusform>{name} міняє %n карт</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="409" />
      <source>{name} exchanges one card</source>
      <translation>{name} міняє одну карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="451" />
      <source>{name} exchanges {n} cards</source>
      <translation>{name} міняє карт: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="373" />
      <source>{name} holds {n}</source>
      <translation>{name} тримає {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="108" />
      <source>{name} holds: {bid}</source>
      <translation>{name} тримає: {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="117" />
      <source>{name} is declarer: {bid}</source>
      <translation>{name} — розігрувач: {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="55" />
      <source>{name} is shown the bottom card of the cut: the {card}</source>
      <translation>{name} бачить нижню карту знятої колоди: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="165" />
      <source>{name} keeps his own card</source>
      <translation>{name} лишає свою карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="396" />
      <location filename="../../gui/games/generic.py" line="450" />
      <source>{name} keeps the cards</source>
      <translation>{name} лишає карти</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="125" />
      <source>{name} keeps the hand</source>
      <translation>{name} лишає руку</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="136" />
      <source>{name} lays out {n} to exchange on sight</source>
      <translation>{name} викладає {n} для обміну у відкриту</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="58" />
      <source>{name} looks at the bottom card of the cut</source>
      <translation>{name} дивиться нижню карту знятої колоди</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="457" />
      <source>{name} names trumps: {suit}</source>
      <translation>{name} призначає козирі: {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="380" />
      <source>{name} names {suit} as trumps</source>
      <translation>{name} призначає козирем {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="423" />
      <source>{name} passes</source>
      <translation>{name} пасує</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="378" />
      <source>{name} plays without trumps</source>
      <translation>{name} грає без козирів</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="440" />
      <source>{name} plays {card}</source>
      <translation>{name} грає {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="413" />
      <source>{name} plays {card} and declares the marriage ({points})</source>
      <translation>{name} грає {card} і оголошує мар’яж ({points})</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="347" />
      <location filename="../../gui/games/generic.py" line="436" />
      <source>{name} plays {value}</source>
      <translation>{name} грає {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="39" />
      <source>{name} says Nejdem</source>
      <translation>{name} каже Nejdem</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="71" />
      <source>{name} shows a Fliege</source>
      <translation>{name} показує Fliege</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="45" />
      <source>{name} shows a Fliege: five of a suit win the deal</source>
      <translation>{name} показує Fliege: п’ять карт однієї масті виграють роздачу</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="97" />
      <source>{name} stays at home</source>
      <translation>{name} лишається вдома</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="67" />
      <location filename="../../gui/games/rams_family.py" line="295" />
      <source>{name} takes the cut card</source>
      <translation>{name} бере зняту карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="428" />
      <source>{name} takes the trick</source>
      <translation>{name} бере взятку</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="426" />
      <source>{name} takes the trick (%n point(s))</source>
      <translation>
        <numerusform>{name} бере взятку (%n оч.)</numerusform>
        <numerusform>{name} бере взятку (%n оч.)</numerusform>
        <numerusform>{name} бере взятку (%n оч.)</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} takes the trick ({points} points)</source>
      <translation type="vanished">{name} бере взятку ({points} оч.)</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="293" />
      <source>{name} takes the trump card</source>
      <translation>{name} бере козирну карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="82" />
      <source>{name} takes the trump card, the {card}</source>
      <translation>{name} бере козирну карту — {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="55" />
      <location filename="../../gui/games/rams.py" line="131" />
      <source>{name} takes the widow</source>
      <translation>{name} бере вдову</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="157" />
      <source>{name} takes the {card}</source>
      <translation>{name} бере {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="408" />
      <source>{name} took the trick</source>
      <translation>{name} бере взятку</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="405" />
      <source>{name} took the trick: %n point(s)</source>
      <translation>
        <numerusform>{name} бере взятку: %n оч.</numerusform>
        <numerusform>{name} бере взятку: %n оч.</numerusform>
        <numerusform>{name} бере взятку: %n оч.</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} took the trick: {points} points</source>
      <translation type="vanished">{name} бере взятку: {points} оч.</translation>
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
        <numerusform>{name} {how}: треба взяти %n взятку</numerusform>
        <numerusform>{name} {how}: треба взяти %n взятки</numerusform>
        <numerusform>{name} {how}: треба взяти %n взяток</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="371" />
      <source>{name}: whiteout</source>
      <translation>{name}: біла рука</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="89" />
      <source>{name}: whiteout! The cards are thrown in; the next scored deal counts ×{m}</source>
      <translation>{name}: біла рука! Карти скинуто; наступна зарахована роздача рахується ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="432" />
      <source>{name}: {word}</source>
      <translation>{name}: {word}</translation>
    </message>
    <message>
      <source>{n} tricks</source>
      <translation type="vanished">Взяток: {n}</translation>
    </message>
    <message>
      <source>{n} whiteouts</source>
      <translation type="vanished">Білих рук: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="457" />
      <location filename="../../gui/games/generic.py" line="447" />
      <source>{suit} is trump</source>
      <translation>Козир — {suit}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/rams_family.py" line="132" />
      <source>{talon}: %n card(s)</source>
      <translation>
        <numerusform>{talon}: %n карта</numerusform>
        <numerusform>{talon}: %n карти</numerusform>
        <numerusform>{talon}: %n карт</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="230" />
      <source>{value} blind</source>
      <translation>{value} втемну</translation>
    </message>
  </context>
  <context>
    <name>TakenPile</name>
    <message numerus="yes">
      <location filename="../../gui/table/seat_plate.py" line="229" />
      <source>%n trick(s) taken</source>
      <translation>
        <numerusform>%n взятка</numerusform>
        <numerusform>%n взятки</numerusform>
        <numerusform>%n взяток</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Thousand</name>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="188" />
      <source>A nine at the bottom three times: you lose {points}</source>
      <translation>Дев’ятка знизу втретє: ти втрачаєш {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="189" />
      <source>A nine at the bottom three times: {name} loses {points}</source>
      <translation>Дев’ятка знизу втретє: {name} втрачає {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="176" />
      <source>A nine at the bottom: you cut again</source>
      <translation>Дев’ятка знизу: ти знімаєш знову</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="177" />
      <source>A nine at the bottom: {name} cuts again</source>
      <translation>Дев’ятка знизу: {name} знімає знову</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="167" />
      <source>Aces {points}</source>
      <translation>Тузи {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="149" />
      <location filename="../../gui/games/thousand_view.py" line="248" />
      <source>Contract: {value} ({name})</source>
      <translation>Заявка: {value} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="139" />
      <source>Deal {n}</source>
      <translation>Роздача {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="106" />
      <source>Declare the Aces</source>
      <translation>Оголосити тузи</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="105" />
      <source>Declare the four Aces as a marriage (+{points})?</source>
      <translation>Оголосити чотири тузи як мар’яж (+{points})?</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="115" />
      <source>Declare the marriage</source>
      <translation>Оголосити мар’яж</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="113" />
      <source>Declare the marriage in {suit} (+{points}) and make {suit} trump?</source>
      <translation>Оголосити мар’яж {suit} (+{points}) і зробити {suit} козирем?</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="145" />
      <source>High bid: {value} ({name})</source>
      <translation>Найвища заявка: {value} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="106" />
      <location filename="../../gui/games/thousand.py" line="115" />
      <source>Just play the card</source>
      <translation>Просто зіграти карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="41" />
      <source>Marriages: {values},</source>
      <translation>Мар’яжі: {values},</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="74" />
      <location filename="../../gui/games/thousand_view.py" line="171" />
      <location filename="../../gui/games/thousand_view.py" line="257" />
      <source>No trump</source>
      <translation>Без козиря</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="147" />
      <source>Opening bid: 100</source>
      <translation>Перша заявка: 100</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="62" />
      <source>Pass</source>
      <translation>Пас</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="152" />
      <source>Trick {n} of {total}</source>
      <translation>Взятка {n} з {total}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="270" />
      <source>You concede the deal</source>
      <translation>Ти здаєшся</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="263" />
      <source>You declare the four Aces: +{points}</source>
      <translation>Ти оголошуєш чотири тузи: +{points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="200" />
      <source>You demand a new deal: {reason}</source>
      <translation>Ти вимагаєш перездачі: {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="255" />
      <source>You play for {value}</source>
      <translation>Ти граєш на {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="252" />
      <source>You raise the contract to {value}</source>
      <translation>Ти підвищуєш заявку до {value}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/thousand_view.py" line="278" />
      <source>You take the pile: %n point(s)</source>
      <translation>
        <numerusform>Ти забираєш відбій: %n оч.</numerusform>
        <numerusform>Ти забираєш відбій: %n оч.</numerusform>
        <numerusform>Ти забираєш відбій: %n оч.</numerusform>
      </translation>
    </message>
    <message>
      <source>You take the pile: {points} points</source>
      <translation type="vanished">Ти забираєш відбій: {points} оч.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="145" />
      <source>Your points: {points}</source>
      <translation>Твої очки: {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="144" />
      <source>Your points: {points} of {contract}</source>
      <translation>Твої очки: {points} з {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="46" />
      <source>barrel {n}/3</source>
      <translation>бочка {n}/3</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="48" />
      <source>bolts {n}</source>
      <translation>болти {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="39" />
      <source>four Aces {value}</source>
      <translation>чотири тузи {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="285" />
      <source>four nines</source>
      <translation>чотири дев’ятки</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="287" />
      <source>four nines after giving</source>
      <translation>чотири дев’ятки після передачі карт</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="141" />
      <source>golden round</source>
      <translation>золоте коло</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="286" />
      <source>nines in the stock</source>
      <translation>дев’ятки в прикупі</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="135" />
      <source>pile</source>
      <translation>відбій</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="93" />
      <location filename="../../gui/games/thousand_view.py" line="109" />
      <source>stock</source>
      <translation>прикуп</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="117" />
      <source>stock {n}</source>
      <translation>прикуп {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="171" />
      <source>trump</source>
      <translation>козир</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="270" />
      <source>{name} concedes the deal</source>
      <translation>{name} здається</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="264" />
      <source>{name} declares the four Aces: +{points}</source>
      <translation>{name} оголошує чотири тузи: +{points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="200" />
      <source>{name} demands a new deal: {reason}</source>
      <translation>{name} вимагає перездачі: {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="255" />
      <source>{name} plays for {value}</source>
      <translation>{name} грає на {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="252" />
      <source>{name} raises the contract to {value}</source>
      <translation>{name} підвищує заявку до {value}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/thousand_view.py" line="279" />
      <source>{name} takes the pile: %n point(s)</source>
      <translation>
        <numerusform>{name} забирає відбій: %n оч.</numerusform>
        <numerusform>{name} забирає відбій: %n оч.</numerusform>
        <numerusform>{name} забирає відбій: %n оч.</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} takes the pile: {points} points</source>
      <translation type="vanished">{name} забирає відбій: {points} оч.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="53" />
      <source>{value} blind</source>
      <translation>{value} втемну</translation>
    </message>
  </context>
  <context>
    <name>ThousandPanels</name>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="72" />
      <source>A blind bid is made without looking; a blind winner's result counts double.</source>
      <translation>Заявку втемну роблять, не дивлячись у карти; якщо вона виграє торгівлю, результат рахується вдвічі.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="37" />
      <source>A blind bid may not go above 120.</source>
      <translation>Заявка втемну не може бути вищою за 120.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="44" />
      <source>Above 120 you need a marriage (King and Queen of one suit) in your hand.</source>
      <translation>Щоб заявити понад 120, потрібен мар’яж (король і дама однієї масті) на руках.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="43" />
      <source>Above 120 you need a marriage (King and Queen of one suit, or all four Aces) in your hand.</source>
      <translation>Щоб заявити понад 120, потрібен мар’яж (король і дама однієї масті або всі чотири тузи) на руках.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="128" />
      <source>Announce your contract</source>
      <translation>Оголоси свою заявку</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="57" />
      <source>Auction: {name} bids {value}</source>
      <translation>Торгівля: {name} заявляє {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="64" />
      <source>Bid {value} blind</source>
      <translation>Заявити {value} втемну</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="146" />
      <source>Choose a stock</source>
      <translation>Вибери прикуп</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="156" />
      <source>Click a card to discard it, or drag it onto the pile.</source>
      <translation>Клацни карту, щоб скинути її, або перетягни її на відбій.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="117" />
      <source>Click a card, then click it again to give it; or drag it onto the player.</source>
      <translation>Клацни карту, потім клацни ще раз, щоб віддати її; або перетягни її на гравця.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="164" />
      <source>Concede the deal</source>
      <translation>Здатися</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="86" />
      <source>Demand a new deal</source>
      <translation>Вимагати перездачі</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="155" />
      <source>Discard two cards</source>
      <translation>Скинь дві карти</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="103" />
      <source>Give a card to {name}</source>
      <translation>Віддай карту гравцеві {name}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="105" />
      <source>Give one card to each opponent</source>
      <translation>Віддай по карті кожному суперникові</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="165" />
      <source>Give up this deal: each opponent scores 60; every third concession costs your contract.</source>
      <translation>Здатися в цій роздачі: кожен суперник отримує 60; кожен третій раз коштує тобі заявки.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="87" />
      <source>Keep these cards</source>
      <translation>Лишити ці карти</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="68" />
      <source>Look at my cards</source>
      <translation>Подивитися свої карти</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="70" />
      <source>Pass</source>
      <translation>Пас</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="131" />
      <location filename="../../gui/games/thousand_panels.py" line="135" />
      <source>Play {value}</source>
      <translation>Грати {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="148" />
      <source>Take stock {n}</source>
      <translation>Взяти прикуп {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="136" />
      <source>The contract may be from {low} to {top}: it is never lowered.</source>
      <translation>Заявка може бути від {low} до {top}: знизити її не можна.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="109" />
      <source>The next card goes to:</source>
      <translation>Наступна карта — гравцеві:</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="79" />
      <source>The stock holds two or more nines.</source>
      <translation>У прикупі дві або більше дев’ятки.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="41" />
      <source>With the marriages in your hand you may go up to {top}.</source>
      <translation>З мар’яжами на руках можна заявити до {top}.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="133" />
      <location filename="../../gui/games/thousand_panels.py" line="141" />
      <source>Without a marriage in your hand the contract cannot go above 120.</source>
      <translation>Без мар’яжу на руках заявка не може бути вищою за 120.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="59" />
      <source>Without a marriage in your hand you can bid up to 120.</source>
      <translation>Без мар’яжу на руках можна заявити до 120.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="78" />
      <source>You hold all four nines.</source>
      <translation>У тебе всі чотири дев’ятки.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="65" />
      <source>You may bid from {low} to {top}.</source>
      <translation>Можна заявити від {low} до {top}.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="83" />
      <source>You may demand a new deal</source>
      <translation>Можеш вимагати перездачі</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="139" />
      <source>You may raise the contract to {top}; it is never lowered.</source>
      <translation>Можна підвищити заявку до {top}; знизити її не можна.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="80" />
      <source>You now hold all four nines.</source>
      <translation>Тепер у тебе всі чотири дев’ятки.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="55" />
      <source>You open the auction</source>
      <translation>Ти починаєш торгівлю</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="39" />
      <source>{top} is the highest bid: all card points and every marriage.</source>
      <translation>{top} — найвища заявка: усі очки карт і кожен мар’яж.</translation>
    </message>
  </context>
  <context>
    <name>ThousandSheet</name>
    <message numerus="yes">
      <location filename="../../gui/games/thousand_sheet.py" line="24" />
      <source>%n bolt(s)</source>
      <translation>
        <numerusform>%n болт</numerusform>
        <numerusform>%n болти</numerusform>
        <numerusform>%n болтів</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="34" />
      <source>555: back to 0</source>
      <translation>555: назад на 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="206" />
      <source>Arrived on the barrel: {n}</source>
      <translation>Заїзд на бочку: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="136" />
      <source>Card points {cards} + marriage {m} = {total}</source>
      <translation>Очки карт {cards} + мар’яж {m} = {total}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="135" />
      <source>Card points {n}</source>
      <translation>Очки карт {n}</translation>
    </message>
    <message>
      <source>Conceded, the {nth} time</source>
      <translation type="vanished">Здався: {nth} раз</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="145" />
      <source>Conceded: time {n}</source>
      <translation>Здається {n}-й раз</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="68" />
      <source>Contract</source>
      <translation>Заявка</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="154" />
      <source>Contract {c} made</source>
      <translation>Заявку {c} виконано</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="154" />
      <source>Contract {c} missed</source>
      <translation>Заявку {c} не виконано</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="66" />
      <source>Deal</source>
      <translation>Роздача</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="67" />
      <source>Declarer</source>
      <translation>Розігрувач</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="213" />
      <source>Exactly 555: back to 0</source>
      <translation>Рівно 555: назад на 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="208" />
      <source>Fell from the barrel: {n}</source>
      <translation>Падіння з бочки: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="247" />
      <source>How</source>
      <translation>Як</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="209" />
      <source>Knocked off the barrel: {n}</source>
      <translation>Скинули з бочки: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="211" />
      <source>Made it on the barrel: {n}</source>
      <translation>Перемога на бочці: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="204" />
      <source>No trick: bolt {n}</source>
      <translation>Без взятки: болт № {n}</translation>
    </message>
    <message>
      <source>No trick: {nth} bolt</source>
      <translation type="vanished">Без взятки: {nth} болт</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="153" />
      <source>On the barrel a contract under {n} does not count</source>
      <translation>На бочці заявка нижче {n} не рахується</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="207" />
      <source>On the barrel: attempt {n}/3</source>
      <translation>На бочці: спроба {n}/3</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="212" />
      <source>Past 1000: {n}</source>
      <translation>Понад 1000: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="273" />
      <source>Place</source>
      <translation>Місце</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="244" />
      <location filename="../../gui/games/thousand_sheet.py" line="273" />
      <source>Player</source>
      <translation>Гравець</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="69" />
      <source>Result</source>
      <translation>Результат</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="246" />
      <location filename="../../gui/games/thousand_sheet.py" line="273" />
      <source>Score</source>
      <translation>Рахунок</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="186" />
      <source>Sits out</source>
      <translation>Не грає</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="185" />
      <source>Sits out; the stock: {points}</source>
      <translation>Не грає; прикуп: {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="166" />
      <source>The declarer conceded: {points}</source>
      <translation>Розігрувач здався: {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="165" />
      <source>The declarer conceded; on the barrel nothing counts</source>
      <translation>Розігрувач здався; на бочці нічого не рахується</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="205" />
      <source>Third bolt: {points}</source>
      <translation>Третій болт: {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="210" />
      <source>Third fall: back to 0</source>
      <translation>Третє падіння: назад на 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="245" />
      <source>This deal</source>
      <translation>Ця роздача</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="88" />
      <source>Total</source>
      <translation>Разом</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="264" />
      <source>You win the match with {score} points!</source>
      <translation>Ти виграєш партію з {score} очками!</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="27" />
      <location filename="../../gui/games/thousand_sheet.py" line="93" />
      <source>barrel {n}/3</source>
      <translation>бочка {n}/3</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="57" />
      <source>blind</source>
      <translation>втемну</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="24" />
      <source>bolt</source>
      <translation>болт</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="95" />
      <source>bolts {n}</source>
      <translation>болти {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="247" />
      <source>card points and marriages, rounding, the contract, bolts and the barrel</source>
      <translation>очки карт і мар’яжі, округлення, заявка, болти й бочка</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="53" />
      <source>conceded</source>
      <translation>здається</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="33" />
      <source>conceded ({n})</source>
      <translation>здається ({n})</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="149" />
      <source>costs the contract {points}</source>
      <translation>коштує заявки: {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="251" />
      <source>declarer</source>
      <translation>розігрувач</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="54" />
      <source>failed</source>
      <translation>не виконано</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="150" />
      <source>free</source>
      <translation>без штрафу</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="59" />
      <source>golden</source>
      <translation>золоте</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="29" />
      <source>knocked off the barrel</source>
      <translation>скинули з бочки</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="54" />
      <source>made</source>
      <translation>виконано</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="43" />
      <source>new deal: {reason}</source>
      <translation>перездача: {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="168" />
      <source>not counted on the barrel</source>
      <translation>не рахується на бочці</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="28" />
      <source>off the barrel</source>
      <translation>падіння з бочки</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="26" />
      <source>on the barrel</source>
      <translation>на бочці</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="176" />
      <source>rounded {n}</source>
      <translation>округлено {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="70" />
      <source>running total, change and marks</source>
      <translation>рахунок, зміна й позначки</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="30" />
      <source>third fall: back to 0</source>
      <translation>третє падіння: назад на 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="25" />
      <source>three bolts {points}</source>
      <translation>три болти {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="45" />
      <source>void: a nine at the bottom three times</source>
      <translation>анульовано: дев’ятка знизу втретє</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="31" />
      <location filename="../../gui/games/thousand_sheet.py" line="32" />
      <source>wins</source>
      <translation>виграє</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="267" />
      <source>{names} win the match</source>
      <translation>{names} виграють партію</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="238" />
      <source>{name} conceded the contract of {contract}</source>
      <translation>{name} здається із заявкою {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="242" />
      <source>{name} played {contract} and failed</source>
      <translation>{name}: заявку {contract} не виконано</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="240" />
      <source>{name} played {contract} and made it</source>
      <translation>{name}: заявку {contract} виконано</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="266" />
      <source>{name} wins the match with {score} points</source>
      <translation>{name} виграє партію з {score} очками</translation>
    </message>
    <message>
      <source>{n} bolts</source>
      <translation type="vanished">Болтів: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="124" />
      <source>×2 blind</source>
      <translation>×2 втемну</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="126" />
      <source>×2 golden round</source>
      <translation>×2 золоте коло</translation>
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
      <translation>Тисяча</translation>
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
      <translation>Старша карта масті твого мар’яжу ще в грі: спершу забери свої ймовірні взятки.</translation>
    </message>
    <message>
      <source>Against a Bettler, lead low in a suit the declarer may hold: he may have to go over.</source>
      <translation>Проти Bettler ходи з молодшої карти в масті, яка може бути в розігрувача: йому, можливо, доведеться перебити.</translation>
    </message>
    <message>
      <source>Against a Bettler, play your highest card that does not take the trick: keep low ones to lead.</source>
      <translation>Проти Bettler клади найстаршу карту, яка не бере взятку: молодші бережи для ходу.</translation>
    </message>
    <message>
      <source>Against a Schnapser, lead your cheapest card: each point brings the declarer nearer 66.</source>
      <translation>Проти Schnapser ходи з найдешевшої карти: кожне очко наближає розігрувача до 66.</translation>
    </message>
    <message>
      <source>An opponent is winning: take the trick with your cheapest card likely to keep it.</source>
      <translation>Виграє суперник: бери взятку найдешевшою картою, яка, ймовірно, її втримає.</translation>
    </message>
    <message>
      <source>An opponent on the barrel would win the match with this auction: outbid him.</source>
      <translation>Суперник на бочці виграє партію, якщо торгівля на цьому закінчиться: перебий його заявку.</translation>
    </message>
    <message>
      <source>Any of these does about as well.</source>
      <translation>Будь-яка з них приблизно однаково добра.</translation>
    </message>
    <message>
      <source>Both stocks are unseen, so either is as good.</source>
      <translation>Обидва прикупи закриті, тож вони рівноцінні.</translation>
    </message>
    <message>
      <source>Call all five only with five near-certain tricks.</source>
      <translation>Заявляй усі п’ять лише з п’ятьма майже певними взятками.</translation>
    </message>
    <message>
      <source>Counting out the last tricks, this card does best.</source>
      <translation>Якщо дорахувати останні взятки, ця карта найкраща.</translation>
    </message>
    <message>
      <source>Cut rather than knock: forehand then chooses trumps from three cards, not five.</source>
      <translation>Краще зняти, ніж стукати: тоді перша рука вибирає козирі з трьох карт, а не з п’яти.</translation>
    </message>
    <message>
      <source>Declare your marriage while you may: the most valuable one first.</source>
      <translation>Оголошуй мар’яж, поки можна: спершу найцінніший.</translation>
    </message>
    <message>
      <source>Discard your cheapest cards: never half of a marriage, never an ace.</source>
      <translation>Скидай найдешевші карти: ніколи половину мар’яжу, ніколи туза.</translation>
    </message>
    <message>
      <source>Four nines make a weak hand: ask for a new deal.</source>
      <translation>Чотири дев’ятки — слабка рука: вимагай перездачі.</translation>
    </message>
    <message>
      <source>Fresh cards promise more than your weakest ones.</source>
      <translation>Нові карти обіцяють більше, ніж твої найслабші.</translation>
    </message>
    <message>
      <source>Give away the card worth least: taking this trick is out of reach or does not pay.</source>
      <translation>Віддай найменш цінну карту: цю взятку не взяти або вона не варта того.</translation>
    </message>
    <message>
      <source>Give away your cheapest cards: never half of a marriage, never an ace.</source>
      <translation>Віддавай найдешевші карти: ніколи половину мар’яжу, ніколи туза.</translation>
    </message>
    <message>
      <source>Go for this trick with your cheapest card that beats the cards played so far.</source>
      <translation>Бери цю взятку найдешевшою картою, яка б’є вже зіграні.</translation>
    </message>
    <message>
      <source>In a Bettler, every card you may play beats the trick: play your lowest.</source>
      <translation>У Bettler кожна твоя дозволена карта б’є взятку: клади наймолодшу.</translation>
    </message>
    <message>
      <source>In a Bettler, lead your lowest card.</source>
      <translation>У Bettler ходи з наймолодшої карти.</translation>
    </message>
    <message>
      <source>In a Bettler, play your highest card that does not take the trick.</source>
      <translation>У Bettler клади найстаршу карту, яка не бере взятку.</translation>
    </message>
    <message>
      <source>In deals played out from what you can see, losing this card hurts your contract least.</source>
      <translation>У роздачах, розіграних з того, що тобі видно, втрата цієї карти найменше шкодить заявці.</translation>
    </message>
    <message>
      <source>In deals played out from what you can see, this exchange pays best.</source>
      <translation>У роздачах, розіграних з того, що тобі видно, цей обмін вигідніший за все.</translation>
    </message>
    <message>
      <source>In deals played out from what you can see, this pays best.</source>
      <translation>У роздачах, розіграних з того, що тобі видно, це вигідніше за все.</translation>
    </message>
    <message>
      <source>It is the only card you may play.</source>
      <translation>Це єдина карта, якою можна зіграти.</translation>
    </message>
    <message>
      <source>It is the only move you may make.</source>
      <translation>Це єдиний можливий хід.</translation>
    </message>
    <message>
      <source>Lead your highest card: it has the best chance of taking the trick.</source>
      <translation>Ходи з найстаршої карти: у неї найкращі шанси взяти взятку.</translation>
    </message>
    <message>
      <source>Lead your marriage: it counts 20 or 40 at once.</source>
      <translation>Ходи з мар’яжу: він одразу дає 20 або 40.</translation>
    </message>
    <message>
      <source>Led, this card takes the trick more often than not.</source>
      <translation>Цією картою на ході частіше береш взятку, ніж ні.</translation>
    </message>
    <message>
      <source>Look at your cards before you bid.</source>
      <translation>Подивися карти, перш ніж заявляти.</translation>
    </message>
    <message>
      <source>Muss, said blind, pays only when you are close to winning.</source>
      <translation>Muss втемну окупається, лише коли ти близько до перемоги.</translation>
    </message>
    <message>
      <source>No lead is worth more: give up the lead as cheaply as possible.</source>
      <translation>Жоден хід не цінніший: віддай хід якомога дешевше.</translation>
    </message>
    <message>
      <source>No suit stands out in your three cards: let a turned-up card decide.</source>
      <translation>Серед трьох твоїх карт жодна масть не виділяється: хай вирішить відкрита карта.</translation>
    </message>
    <message>
      <source>Nobody after you can beat this card: it takes the trick.</source>
      <translation>Ніхто після тебе не поб’є цю карту: вона бере взятку.</translation>
    </message>
    <message>
      <source>Nobody can beat the other defender's card: give him the most points.</source>
      <translation>Ніхто не поб’є карту іншого захисника: дай йому якнайбільше очок.</translation>
    </message>
    <message>
      <source>Nobody can beat this card: it takes the trick and keeps its points from the declarer.</source>
      <translation>Ніхто не поб’є цю карту: вона бере взятку й не віддає очок розігрувачу.</translation>
    </message>
    <message>
      <source>Nobody can beat this card: it takes the trick and keeps you the lead.</source>
      <translation>Ніхто не поб’є цю карту: вона бере взятку, і хід лишається за тобою.</translation>
    </message>
    <message>
      <source>Nobody can beat this card: it takes the trick.</source>
      <translation>Ніхто не поб’є цю карту: вона бере взятку.</translation>
    </message>
    <message>
      <source>Nobody can beat your partner's card: add the most points to it.</source>
      <translation>Ніхто не поб’є карту твого партнера: докинь якнайбільше очок.</translation>
    </message>
    <message>
      <source>None of your cards is weak enough to lay out.</source>
      <translation>Жодна з твоїх карт не настільки слабка, щоб її викладати.</translation>
    </message>
    <message>
      <source>Nothing here promises enough: play on without raising the stakes.</source>
      <translation>Нічого тут не обіцяє досить: грай далі, не підвищуючи ставок.</translation>
    </message>
    <message>
      <source>Nothing is likely to win: lead the card least useful later and make the others spend high cards.</source>
      <translation>Навряд чи щось виграє: ходи з карти, найменш потрібної потім, і змусь інших витрачати старші карти.</translation>
    </message>
    <message>
      <source>Nothing speaks for another choice.</source>
      <translation>Ніщо не говорить на користь іншого вибору.</translation>
    </message>
    <message>
      <source>Nothing to win here: play your lowest card.</source>
      <translation>Тут нічого не виграти: клади наймолодшу карту.</translation>
    </message>
    <message>
      <source>On the barrel only a contract above 120 counts, and your hand can make one.</source>
      <translation>На бочці рахується лише заявка понад 120, і твоя рука її потягне.</translation>
    </message>
    <message>
      <source>On the barrel only a contract above 120 counts, and your hand is not good for one.</source>
      <translation>На бочці рахується лише заявка понад 120, а твоя рука на неї не годиться.</translation>
    </message>
    <message>
      <source>Only a trump can beat this card, and nobody is likely to trump it.</source>
      <translation>Цю карту поб’є лише козир, і навряд чи хтось її поб’є козирем.</translation>
    </message>
    <message>
      <source>Playing this hand does not pay: sit the deal out.</source>
      <translation>Грати цією рукою не вигідно: пропусти роздачу.</translation>
    </message>
    <message>
      <source>Playing this hand promises more than sitting the deal out.</source>
      <translation>Грати цією рукою обіцяє більше, ніж пропустити роздачу.</translation>
    </message>
    <message>
      <source>Raub is said without looking at your cards: too risky.</source>
      <translation>Raub кажуть, не дивлячись у карти: надто ризиковано.</translation>
    </message>
    <message>
      <source>Take the trump for your card: on top it would cost a better card at a later place.</source>
      <translation>Візьми козир замість своєї карти: зверху він коштував би кращої карти на пізнішому місці.</translation>
    </message>
    <message>
      <source>Taking this trick is unlikely or not worth it: play the card that costs least.</source>
      <translation>Взяти цю взятку навряд чи вдасться або не варто: клади карту, яка коштує найменше.</translation>
    </message>
    <message>
      <source>The card on sight is a trump or better than yours.</source>
      <translation>Відкрита карта — козир або краща за твою.</translation>
    </message>
    <message>
      <source>The contract has little chance: giving the deal up costs less.</source>
      <translation>Заявка має мало шансів: здатися коштує менше.</translation>
    </message>
    <message>
      <source>The cut card is not strong enough whatever the trumps will be.</source>
      <translation>Знята карта недостатньо сильна, хоч би які були козирі.</translation>
    </message>
    <message>
      <source>The cut card is strong whatever the trumps will be.</source>
      <translation>Знята карта сильна, хоч би які були козирі.</translation>
    </message>
    <message>
      <source>The declarer could beat the other defender: take over with a card he likely cannot beat.</source>
      <translation>Розігрувач може побити іншого захисника: перебий картою, яку він, імовірно, не поб’є.</translation>
    </message>
    <message>
      <source>The declarer plays after you: follow low, so he may have to go over.</source>
      <translation>Розігрувач ходить після тебе: клади молодшу, щоб йому, можливо, довелося перебити.</translation>
    </message>
    <message>
      <source>The first hand must open the auction with 100.</source>
      <translation>Перша рука мусить почати торгівлю зі 100.</translation>
    </message>
    <message>
      <source>The other defender is void in this suit and may trump it.</source>
      <translation>В іншого захисника немає цієї масті, і він може її побити козирем.</translation>
    </message>
    <message>
      <source>The other defender likely takes this trick: give him the most points.</source>
      <translation>Цю взятку, ймовірно, бере інший захисник: дай йому якнайбільше очок.</translation>
    </message>
    <message>
      <source>The trump card would not make your hand clearly better.</source>
      <translation>Козирна карта не зробить твою руку помітно кращою.</translation>
    </message>
    <message>
      <source>These cards are unlikely to take a trick: lay them out, the best of them first.</source>
      <translation>Ці карти навряд чи візьмуть взятку: виклади їх, найкращу першою.</translation>
    </message>
    <message>
      <source>This announcement cannot fail.</source>
      <translation>Ця заява не може провалитися.</translation>
    </message>
    <message>
      <source>This card takes the trick more often than not.</source>
      <translation>Ця карта частіше бере взятку, ніж ні.</translation>
    </message>
    <message>
      <source>This contract has the best expected score for your hand.</source>
      <translation>Ця заявка має найкращий очікуваний результат для твоєї руки.</translation>
    </message>
    <message>
      <source>This trick makes your contract, and nobody can beat this card.</source>
      <translation>Ця взятка виконує твою заявку, і ніхто не поб’є цю карту.</translation>
    </message>
    <message>
      <source>This trick makes your contract, and nobody is likely to beat this card.</source>
      <translation>Ця взятка виконує твою заявку, і навряд чи хтось поб’є цю карту.</translation>
    </message>
    <message>
      <source>Two nines in the stock leave your hand short of the contract: ask for a new deal.</source>
      <translation>Дві дев’ятки в прикупі не дадуть твоїй руці виконати заявку: вимагай перездачі.</translation>
    </message>
    <message>
      <source>Winning the auction at this bid is worth more to your hand than passing.</source>
      <translation>Виграти торгівлю з цією заявкою для твоєї руки цінніше, ніж пасувати.</translation>
    </message>
    <message>
      <source>With all four aces, declare them: they count 200.</source>
      <translation>Маючи всі чотири тузи, оголоси їх: вони дають 200.</translation>
    </message>
    <message>
      <source>You are close to winning, and Stih needs only one trick.</source>
      <translation>Ти близько до перемоги, а для Stih треба лише одну взятку.</translation>
    </message>
    <message>
      <source>You are close to winning: Muss makes you declarer at once.</source>
      <translation>Ти близько до перемоги: Muss одразу робить тебе розігрувачем.</translation>
    </message>
    <message>
      <source>You are far behind a player close to winning: gamble on a blind bid.</source>
      <translation>Ти далеко позаду гравця, близького до перемоги: ризикни заявкою втемну.</translation>
    </message>
    <message>
      <source>You can beat: this is your highest card that does.</source>
      <translation>Ти можеш побити: це твоя найстарша карта, яка б’є.</translation>
    </message>
    <message>
      <source>You cannot take this trick: follow low and keep your high cards.</source>
      <translation>Цю взятку не взяти: клади молодшу й бережи старші карти.</translation>
    </message>
    <message>
      <source>You cannot take this trick: throw the card least likely to take one later.</source>
      <translation>Цю взятку не взяти: скинь карту, яка найменш імовірно візьме взятку потім.</translation>
    </message>
    <message>
      <source>You have no trick yet and few cards left: lead the card most likely to win.</source>
      <translation>У тебе ще немає взятки й лишилося мало карт: ходи з карти, яка найімовірніше виграє.</translation>
    </message>
    <message>
      <source>You have no trick yet: this card has the best chance of taking one.</source>
      <translation>У тебе ще немає взятки: у цієї карти найкращі шанси її взяти.</translation>
    </message>
    <message>
      <source>You hold most cards and points in this suit.</source>
      <translation>У тебе більшість карт і очок цієї масті.</translation>
    </message>
    <message>
      <source>You hold the highest trump and more: draw the defenders' trumps first.</source>
      <translation>У тебе найстарший козир і не тільки: спершу вибий козирі захисників.</translation>
    </message>
    <message>
      <source>You must play this deal.</source>
      <translation>Цю роздачу ти мусиш грати.</translation>
    </message>
    <message>
      <source>You play last: this is your lowest card that takes the trick.</source>
      <translation>Ти ходиш останнім: це твоя наймолодша карта, що бере взятку.</translation>
    </message>
    <message>
      <source>Your cards are good enough to keep.</source>
      <translation>Твої карти досить добрі, щоб їх лишити.</translation>
    </message>
    <message>
      <source>Your cards have little hope of keeping this trick: beat it low, keep the high cards.</source>
      <translation>Твої карти навряд чи втримають цю взятку: бий молодшою, старші бережи.</translation>
    </message>
    <message>
      <source>Your hand does not promise enough tricks to be declarer.</source>
      <translation>Твоя рука не обіцяє досить взяток, щоб бути розігрувачем.</translation>
    </message>
    <message>
      <source>Your hand does not promise more: keep the contract you won.</source>
      <translation>Твоя рука не обіцяє більшого: лишай виграну заявку.</translation>
    </message>
    <message>
      <source>Your hand does not promise two tricks.</source>
      <translation>Твоя рука не обіцяє двох взяток.</translation>
    </message>
    <message>
      <source>Your hand is clearly better with the trump card instead of your weakest card.</source>
      <translation>Твоя рука помітно краща з козирною картою замість найслабшої.</translation>
    </message>
    <message>
      <source>Your hand is not worth a higher bid.</source>
      <translation>Твоя рука не варта вищої заявки.</translation>
    </message>
    <message>
      <source>Your hand is weak under these trumps: turn a new trump.</source>
      <translation>З цими козирями твоя рука слабка: відкрий новий козир.</translation>
    </message>
    <message>
      <source>Your hand is weak: an unseen hand promises more.</source>
      <translation>Твоя рука слабка: закрита рука обіцяє більше.</translation>
    </message>
    <message>
      <source>Your hand may still take tricks: keep it.</source>
      <translation>Твоя рука ще може брати взятки: лиши її.</translation>
    </message>
    <message>
      <source>Your hand promises more than fresh cards would.</source>
      <translation>Твоя рука обіцяє більше, ніж нові карти.</translation>
    </message>
    <message>
      <source>Your hand promises most with this suit as trumps.</source>
      <translation>Твоя рука обіцяє найбільше з цією мастю як козирем.</translation>
    </message>
    <message>
      <source>Your hand promises next to nothing under any trumps: throw it in.</source>
      <translation>З будь-якими козирями твоя рука майже нічого не обіцяє: скинь її.</translation>
    </message>
    <message>
      <source>Your hand promises this many tricks with a margin to spare.</source>
      <translation>Твоя рука обіцяє стільки взяток із запасом.</translation>
    </message>
    <message>
      <source>Your hand promises two tricks.</source>
      <translation>Твоя рука обіцяє дві взятки.</translation>
    </message>
    <message>
      <source>Your hand takes all five tricks almost surely, without exchanging.</source>
      <translation>Твоя рука майже напевно бере всі п’ять взяток без обміну.</translation>
    </message>
    <message>
      <source>Your hand takes all five tricks almost surely.</source>
      <translation>Твоя рука майже напевно бере всі п’ять взяток.</translation>
    </message>
    <message>
      <source>Your highest card has the best chance of taking the trick.</source>
      <translation>У твоєї найстаршої карти найкращі шанси взяти взятку.</translation>
    </message>
    <message>
      <source>Your own card has the better chance.</source>
      <translation>У твоєї власної карти кращі шанси.</translation>
    </message>
  </context>
  <context>
    <name>network</name>
    <message>
      <location filename="../../engine/net/messages.py" line="64" />
      <source>a message the host cannot read</source>
      <translation>повідомлення, яке господар стола не може прочитати</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="65" />
      <source>a player of that name already sits at the table</source>
      <translation>гравець із таким ім’ям уже сидить за столом</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="69" />
      <source>no Kartln table answers at that address</source>
      <translation>за цією адресою не відповідає жоден стіл Kartln</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="61" />
      <source>that seat is taken</source>
      <translation>це місце зайняте</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="68" />
      <source>the connection to the host was lost</source>
      <translation>зв’язок із господарем стола втрачено</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="62" />
      <source>the host did not expect that message</source>
      <translation>господар стола не очікує такого повідомлення</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="66" />
      <source>the host has closed the table</source>
      <translation>господар закрив стіл</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="58" />
      <source>the host runs another version of Kartln; both computers need the same version</source>
      <translation>у господаря стола інша версія Kartln; на обох комп’ютерах потрібна однакова версія</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="70" />
      <source>the host sent something this Kartln cannot read</source>
      <translation>господар стола надіслав щось, чого цей Kartln не може прочитати</translation>
    </message>
    <message numerus="yes">
      <location filename="../../engine/net/messages.py" line="53" />
      <source>the host speaks version %n of the network protocol; update Kartln on both computers</source>
      <translation>
        <numerusform>господар стола використовує версію %n мережевого протоколу; онови Kartln на обох комп’ютерах</numerusform>
        <numerusform>господар стола використовує версію %n мережевого протоколу; онови Kartln на обох комп’ютерах</numerusform>
        <numerusform>господар стола використовує версію %n мережевого протоколу; онови Kartln на обох комп’ютерах</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="59" />
      <source>the table code is wrong</source>
      <translation>неправильний код стола</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="60" />
      <source>the table has no free seat</source>
      <translation>за столом немає вільних місць</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="63" />
      <source>too many messages at once</source>
      <translation>забагато повідомлень одночасно</translation>
    </message>
  </context>
  <context>
    <name>notes</name>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="63" />
      <source>66 reached</source>
      <translation>набрано 66</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="62" />
      <source>66 reached; the other side has less than 33</source>
      <translation>набрано 66; у суперників менше 33</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="60" />
      <source>66 reached; the other side took no trick</source>
      <translation>набрано 66; суперники не взяли жодної взятки</translation>
    </message>
    <message>
      <location filename="../../engine/games/moench/state.py" line="95" />
      <source>Fliege: five of a suit</source>
      <translation>Fliege: п’ять карт однієї масті</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="27" />
      <source>General Rams lost</source>
      <translation>General Rams програно</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="27" />
      <source>General Rams made</source>
      <translation>General Rams зроблено</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="411" />
      <source>Mulatschak failed</source>
      <translation>Mulatschak не вдався</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="417" />
      <source>Mulatschak made</source>
      <translation>Mulatschak зроблено</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="179" />
      <source>Refa: thrown in: everybody passed</source>
      <translation>Refa: карти скинуто: усі спасували</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="178" />
      <source>Refa: thrown in: everybody passed the new trump</source>
      <translation>Refa: карти скинуто: на новий козир усі спасували</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="147" />
      <source>Refa: thrown in: the dealer passed the deal</source>
      <translation>Refa: карти скинуто: здавач передав роздачу</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="196" />
      <source>Refa: thrown in: the new trump showed the same suit twice</source>
      <translation>Refa: карти скинуто: новий козир двічі показав ту саму масть</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="47" />
      <source>Whiteout: thrown in, the next deal counts double</source>
      <translation>Біла рука: карти скинуто, наступна роздача рахується вдвічі</translation>
    </message>
    <message>
      <location filename="../../engine/games/schnalzen/state.py" line="24" />
      <source>all five tricks</source>
      <translation>усі п’ять взяток</translation>
    </message>
    <message>
      <location filename="../../engine/games/schnalzen/state.py" line="23" />
      <source>all three stayed at home: the dealer −5 without play</source>
      <translation>усі троє лишилися вдома: здавач −5 без розіграшу</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="421" />
      <source>bid {bid} failed</source>
      <translation>заявку {bid} не виконано</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="32" />
      <source>doubled by a Refa</source>
      <translation>подвоєно через Refa</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="50" />
      <source>doubled by a whiteout</source>
      <translation>подвоєно через білу руку</translation>
    </message>
    <message>
      <location filename="../../engine/games/zwanzig/state.py" line="21" />
      <source>everybody else dropped: five tricks without play</source>
      <translation>усі інші вийшли: п’ять взяток без розіграшу</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="49" />
      <source>everybody else stayed at home: the declarer −5 without play</source>
      <translation>усі інші лишилися вдома: розігрувач −5 без розіграшу</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="48" />
      <source>everybody passed: thrown in</source>
      <translation>усі спасували: карти скинуто</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="33" />
      <source>everybody said Nejdem: four tricks without play</source>
      <translation>усі сказали Nejdem: чотири взятки без розіграшу</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="50" />
      <source>fewer than two played: not scored</source>
      <translation>грало менше двох: роздачу не зараховано</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="65" />
      <source>nobody reached 66: the last trick wins</source>
      <translation>ніхто не набрав 66: виграє остання взятка</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="272" />
      <source>{contract} claimed</source>
      <translation>{contract}: зараховано без розіграшу</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="39" />
      <source>{contract} lost</source>
      <translation>{contract}: програно</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="38" />
      <source>{contract} made</source>
      <translation>{contract}: виграно</translation>
    </message>
  </context>
  <context>
    <name>refusals</name>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="127" />
      <source>a Herrengang needs all five cards of one suit</source>
      <translation>для Herrengang потрібні всі п’ять карт однієї масті</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="132" />
      <source>a Herrenschnapser needs all five trumps</source>
      <translation>для Herrenschnapser потрібні всі п’ять козирів</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="496" />
      <source>a bid above 120 needs a marriage (King and Queen of one suit) in your hand</source>
      <translation>для заявки понад 120 потрібен мар’яж на руках (король і дама однієї масті)</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="494" />
      <source>a bid above 120 needs a marriage (King and Queen of one suit, or all four Aces) in your hand</source>
      <translation>для заявки понад 120 потрібен мар’яж на руках (король і дама однієї масті або всі чотири тузи)</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="470" />
      <source>a blind bid is possible only before you look at your cards</source>
      <translation>заявка втемну можлива, лише поки ти не бачиш своїх карт</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="488" />
      <source>a blind bid may not exceed 120</source>
      <translation>заявка втемну не може бути вищою за 120</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="394" />
      <location filename="../../engine/games/thousand/state.py" line="750" />
      <source>a marriage can be declared only after you have taken a trick</source>
      <translation>мар’яж можна оголосити лише після першої своєї взятки</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="364" />
      <location filename="../../engine/games/thousand/state.py" line="748" />
      <source>a marriage is declared by leading its King or Queen</source>
      <translation>мар’яж оголошують, ходячи з його короля чи дами</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="392" />
      <source>a marriage is declared only when leading</source>
      <translation>мар’яж оголошують, лише коли ходиш першим</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="740" />
      <source>a marriage is declared only when leading to a trick</source>
      <translation>мар’яж оголошують лише першою картою взятки</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="232" />
      <source>a {contract} does not outrank the {highest} announced</source>
      <translation>{contract} не перебиває вже оголошену гру {highest}</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="137" />
      <source>after Muss nobody may say Nejdem</source>
      <translation>після Muss ніхто не може сказати Nejdem</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="186" />
      <source>after a Mulatschak everybody plays</source>
      <translation>після Mulatschak грають усі</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="199" />
      <source>after a knock you have all five cards: name a trump</source>
      <translation>після стуку в тебе всі п’ять карт: признач козир</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="743" />
      <source>an ace marriage can be declared only after you have taken a trick</source>
      <translation>тузовий мар’яж можна оголосити лише після першої своєї взятки</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="745" />
      <source>an ace marriage needs all four aces in your hand</source>
      <translation>для тузового мар’яжу потрібні всі чотири тузи на руках</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="668" />
      <source>announce the contract first</source>
      <translation>спершу оголоси заявку</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="209" />
      <source>bid Mulatschak or pass</source>
      <translation>заяви Mulatschak або пасуй</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="196" />
      <source>bid a number of tricks, Mulatschak, or pass</source>
      <translation>заяви кількість взяток, Mulatschak або пасуй</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="210" />
      <source>bid from {lowest} to {highest} tricks</source>
      <translation>можна заявити від {lowest} до {highest} взяток</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="481" />
      <source>bids go up in steps of {step}</source>
      <translation>заявки підвищуються кроками по {step}</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="96" />
      <source>call General Rams, or pass</source>
      <translation>оголоси General Rams або пасуй</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="635" />
      <source>choose one of the two stocks first</source>
      <translation>спершу вибери один із двох прикупів</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="341" />
      <source>choose the cards to exchange with the talon, or keep your cards</source>
      <translation>вибери карти для обміну з талоном або лиши свої карти</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="59" />
      <source>conceding the deal is not allowed in these rules</source>
      <translation>за цими правилами здаватися не можна</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="140" />
      <source>deal, pass the deal, or say Muss</source>
      <translation>здай, передай роздачу або скажи Muss</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="650" />
      <source>demand a new deal or keep this one</source>
      <translation>вимагай перездачі або лиши цю роздачу</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="622" />
      <source>discard two cards onto the other stock first</source>
      <translation>спершу скинь дві карти на інший прикуп</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="596" />
      <source>each opponent receives exactly one card</source>
      <translation>кожен суперник отримує рівно одну карту</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="91" />
      <source>everybody before you dropped, so you must play</source>
      <translation>усі перед тобою вийшли, тож ти мусиш грати</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="447" />
      <location filename="../../engine/games/thousand/state.py" line="475" />
      <source>first hand must open the auction with 100</source>
      <translation>перша рука мусить почати торгівлю зі 100</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="125" />
      <source>forehand may not announce a Herrengang</source>
      <translation>перша рука не може оголосити Herrengang</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="208" />
      <source>forehand names a trump or turns up a card now</source>
      <translation>зараз перша рука призначає козир або відкриває карту</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="586" />
      <source>give one card to each opponent first</source>
      <translation>спершу віддай по карті кожному суперникові</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="594" />
      <source>give the card to an opponent, not to yourself</source>
      <translation>віддай карту суперникові, а не собі</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="397" />
      <source>in a solo contract only the declarer's marriages count</source>
      <translation>коли розігрувач грає сам, рахуються лише його мар’яжі</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="458" />
      <source>it is the auction now: bid or pass</source>
      <translation>зараз торгівля: заявляй або пасуй</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="197" />
      <source>lay out the cards to exchange on sight, or keep your hand</source>
      <translation>виклади карти для обміну у відкриту або лиши свою руку</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="472" />
      <source>look at your cards first, or bid blind</source>
      <translation>спершу подивися карти або заявляй втемну</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="396" />
      <source>marriages do not count in this contract</source>
      <translation>у цій грі мар’яжі не рахуються</translation>
    </message>
    <message>
      <location filename="../../engine/games/zwanzig/state.py" line="90" />
      <source>name a suit you hold as trumps</source>
      <translation>признач козирем масть, яка є в тебе на руках</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="117" />
      <source>name each card once</source>
      <translation>називай кожну карту лише раз</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="344" />
      <location filename="../../engine/games/zwanzig/state.py" line="89" />
      <source>name the trump suit</source>
      <translation>признач козирну масть</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="116" />
      <source>no such card</source>
      <translation>такої карти немає</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="109" />
      <source>nobody announces the normal game: it is played when everybody passes</source>
      <translation>звичайну гру не оголошують: її грають, коли всі пасують</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="112" />
      <source>not allowed now</source>
      <translation>зараз не можна</translation>
    </message>
    <message>
      <location filename="../../gui/controller.py" line="146" />
      <source>not your turn</source>
      <translation>не твій хід</translation>
    </message>
    <message>
      <location filename="../../gui/controller.py" line="142" />
      <location filename="../../gui/net/remote_seat.py" line="71" />
      <source>not your turn yet</source>
      <translation>ще не твій хід</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="206" />
      <source>nothing outranks a Mulatschak: pass</source>
      <translation>вище за Mulatschak нічого немає: пасуй</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="122" />
      <source>only an opponent of forehand may announce a {contract}</source>
      <translation>лише суперник першої руки може оголосити {contract}</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="117" />
      <source>only forehand may announce a Bauernschnapser</source>
      <translation>лише перша рука може оголосити Bauernschnapser</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="130" />
      <source>only forehand may announce a Herrenschnapser</source>
      <translation>лише перша рука може оголосити Herrenschnapser</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="115" />
      <source>only forehand or his partner may announce a Bauernschnapser</source>
      <translation>лише перша рука або її партнер може оголосити Bauernschnapser</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="111" />
      <source>only forehand or his partner may announce a Schnapser</source>
      <translation>лише перша рука або її партнер може оголосити Schnapser</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="116" />
      <source>only forehand's partner may announce a Bauernschnapser</source>
      <translation>лише партнер першої руки може оголосити Bauernschnapser</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="87" />
      <source>only one other player is playing, so you must play</source>
      <translation>грає лише ще один гравець, тож ти мусиш грати</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="212" />
      <source>only the dealer may hold, and only a number somebody else bid</source>
      <translation>тримати може лише здавач, і лише заявку, яку вже зробив хтось інший</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="242" />
      <source>pass or announce a contract</source>
      <translation>пасуй або оголоси гру</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="201" />
      <source>pick the first or the second face-down card</source>
      <translation>вибери першу або другу закриту карту</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="115" />
      <source>play a card</source>
      <translation>зіграй карту</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="674" />
      <source>raising the contract after the stock is not allowed in these rules</source>
      <translation>за цими правилами підвищувати заявку після прикупу не можна</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="140" />
      <source>say Raub, Stih or pass</source>
      <translation>скажи Raub, Stih або пасуй</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="343" />
      <source>say whether you play or drop</source>
      <translation>скажи, граєш чи виходиш</translation>
    </message>
    <message>
      <location filename="../../engine/games/ramsen/state.py" line="58" />
      <source>say whether you play or pass</source>
      <translation>скажи, граєш чи пасуєш</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="199" />
      <location filename="../../engine/games/schnalzen/state.py" line="61" />
      <source>say whether you play or stay at home</source>
      <translation>скажи, граєш чи лишаєшся вдома</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="306" />
      <source>say {word} or pass</source>
      <translation>скажи {word} або пасуй</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="141" />
      <source>say “I lead” or pass</source>
      <translation>скажи «Ходжу я» або пасуй</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="340" />
      <source>take the bottom card of the cut, or leave it</source>
      <translation>візьми нижню карту знятої колоди або не бери її</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="198" />
      <source>take the face-up card, or keep your own</source>
      <translation>візьми відкриту карту або лиши свою</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="342" />
      <source>take the turned-up trump card for a card of your hand, or pass</source>
      <translation>візьми відкриту козирну карту замість однієї зі своїх або відмовся</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="202" />
      <source>the card to turn up is picked at random in these rules</source>
      <translation>за цими правилами карту для відкриття вибирають навмання</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="671" />
      <source>the contract can be raised but never lowered (it is {bid})</source>
      <translation>заявку можна підвищити, але не знизити (зараз {bid})</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="677" />
      <source>the contract goes up in steps of {step}</source>
      <translation>заявка підвищується кроками по {step}</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="492" />
      <source>the cutter cuts the deck or knocks now</source>
      <translation>зараз знімають колоду або стукають</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="193" />
      <source>the deal is played with a trump: name a suit</source>
      <translation>роздача грається з козирем: признач масть</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="221" />
      <source>the face-up card is not a trump: taking it puts it in place of your card</source>
      <translation>відкрита карта не козир: якщо її взяти, вона стане замість твоєї карти</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="490" />
      <source>the highest possible bid is {bid}</source>
      <translation>найвища можлива заявка — {bid}</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="113" />
      <source>the match is over</source>
      <translation>партію закінчено</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="222" />
      <source>the trump fills your hand whichever way you take it: take it, or keep your card</source>
      <translation>хоч як візьмеш козир, він так чи так займе місце в руці: бери його або лиши свою карту</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="114" />
      <source>this is not the moment for that</source>
      <translation>зараз не час для цього</translation>
    </message>
    <message>
      <location filename="../../gui/controller.py" line="34" />
      <source>this move came too late: the table has moved on</source>
      <translation>цей хід запізнився: гра вже пішла далі</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="195" />
      <source>throw in a whiteout, or play on</source>
      <translation>скинь білу руку або грай далі</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="753" />
      <source>to declare a marriage you must hold both the King and the Queen of {suit}</source>
      <translation>щоб оголосити мар’яж {suit}, у тебе мають бути і король, і дама цієї масті</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="368" />
      <source>to declare a marriage you need the King and the Queen of {suit}</source>
      <translation>щоб оголосити мар’яж {suit}, потрібні король і дама цієї масті</translation>
    </message>
    <message numerus="yes">
      <location filename="../../engine/games/schnalzen/state.py" line="56" />
      <source>with %n or less you must play</source>
      <translation>
        <numerusform>коли в тебе %n або менше, ти мусиш грати</numerusform>
        <numerusform>коли в тебе %n або менше, ти мусиш грати</numerusform>
        <numerusform>коли в тебе %n або менше, ти мусиш грати</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../engine/games/mulatschak/state.py" line="190" />
      <source>with %n point(s) or less you must play</source>
      <translation>
        <numerusform>коли в тебе %n очко або менше, ти мусиш грати</numerusform>
        <numerusform>коли в тебе %n очки або менше, ти мусиш грати</numerusform>
        <numerusform>коли в тебе %n очок або менше, ти мусиш грати</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="492" />
      <source>with the marriages you hold you may go up to {bid}</source>
      <translation>з мар’яжами на руках можна заявити до {bid}</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="188" />
      <source>with {suit} trumps everybody plays</source>
      <translation>коли козир {suit}, грають усі</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="168" />
      <source>you cannot follow {suit}, so you must play a trump</source>
      <translation>у тебе немає масті {suit}, тож мусиш грати козирем</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="735" />
      <source>you cannot follow {suit}, so you must play a trump ({trump})</source>
      <translation>у тебе немає масті {suit}, тож мусиш грати козирем ({trump})</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="122" />
      <source>you do not hold the {card}</source>
      <translation>у тебе немає карти {card}</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="297" />
      <source>you exchanged cards, so you must play</source>
      <translation>після обміну карт ти мусиш грати</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="440" />
      <source>you have already looked at your cards</source>
      <translation>свої карти ти вже бачиш</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="566" />
      <source>you may concede only after taking the stock, before discarding your first card</source>
      <translation>здатися можна лише після прикупу, до того як скинеш першу карту</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="567" />
      <source>you may concede only after taking the stock, before giving your first card</source>
      <translation>здатися можна лише після прикупу, до того як віддаси першу карту</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="578" />
      <source>you may concede only before discarding your first card</source>
      <translation>здатися можна лише до того, як скинеш першу карту</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="577" />
      <source>you may concede only before giving your first card</source>
      <translation>здатися можна лише до того, як віддаси першу карту</translation>
    </message>
    <message numerus="yes">
      <location filename="../../engine/games/rams_family/match.py" line="330" />
      <source>you may exchange at most %n card(s) now</source>
      <translation>
        <numerusform>зараз можна обміняти щонайбільше %n карту</numerusform>
        <numerusform>зараз можна обміняти щонайбільше %n карти</numerusform>
        <numerusform>зараз можна обміняти щонайбільше %n карт</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="195" />
      <source>you may name only a suit you hold a card of, not {suit}</source>
      <translation>призначити можна лише масть, карта якої є в тебе, а не {suit}</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="334" />
      <source>you may not drop now</source>
      <translation>зараз виходити не можна</translation>
    </message>
    <message>
      <location filename="../../engine/games/bohemian_watten/state.py" line="55" />
      <source>you may not exchange the turned-up card you took</source>
      <translation>взяту відкриту карту міняти не можна</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="165" />
      <source>you must beat the {card} if you can</source>
      <translation>мусиш побити карту {card}, якщо можеш</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="479" />
      <source>you must bid at least {bid}</source>
      <translation>треба заявити щонайменше {bid}</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="163" />
      <source>you must follow suit: trumps were led</source>
      <translation>треба йти в масть: хід з козиря</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="734" />
      <location filename="../../engine/match.py" line="164" />
      <source>you must follow suit: {suit}</source>
      <translation>треба йти в масть: {suit}</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="169" />
      <source>you must play a trump higher than the {card} if you can</source>
      <translation>якщо можеш, мусиш покласти козир, старший за карту {card}</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="170" />
      <source>you must take the trick if you can: play a card that beats the {card}</source>
      <translation>якщо можеш, мусиш узяти взятку: поклади карту, старшу за карту {card}</translation>
    </message>
    <message>
      <location filename="../../engine/games/ramsen/state.py" line="53" />
      <source>you took the cut card, so you must play</source>
      <translation>зняту карту взято, тож ти мусиш грати</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="597" />
      <source>{seat} does not play in this deal</source>
      <translation>{seat} не грає в цій роздачі</translation>
    </message>
  </context>
  <context>
    <name>rules</name>
    <message>
      <source>+10 (as in the rule text)</source>
      <translation>+10 (як у тексті правил)</translation>
    </message>
    <message>
      <source>+10 besides his tricks (−1 each, +5 for none)</source>
      <translation>+10 окрім його взяток (−1 за кожну, +5, якщо жодної)</translation>
    </message>
    <message>
      <source>9♦, 7♦ and Q♣ stay permanent trumps below the trump ace; off: the Mönch is the only one.</source>
      <translation>9♦, 7♦ і Q♣ лишаються постійними козирями нижче козирного туза; вимк.: постійний козир лише Mönch.</translation>
    </message>
    <message>
      <source>A 10 K Q J 9 8 7 (as in Zwanzig), or the plain A K Q J 10 9 8 7.</source>
      <translation>A 10 K Q J 9 8 7 (як у Zwanzig) або простий A K Q J 10 9 8 7.</translation>
    </message>
    <message>
      <source>A 10 K Q J 9 8 7, or the plain A K Q J 10 9 8 7.</source>
      <translation>A 10 K Q J 9 8 7 або простий A K Q J 10 9 8 7.</translation>
    </message>
    <message>
      <source>A Joker</source>
      <translation>Джокер</translation>
    </message>
    <message>
      <source>A bid above 120 is allowed only with a King and Queen of one suit in hand.</source>
      <translation>Заявка понад 120 дозволена лише з королем і дамою однієї масті на руках.</translation>
    </message>
    <message>
      <source>A deal in which everybody says Nejdem is scored and doubled by a pending Refa.</source>
      <translation>Роздача, у якій усі кажуть Nejdem, зараховується й подвоюється відкладеною Refa.</translation>
    </message>
    <message>
      <source>A deal without defenders uses a Refa</source>
      <translation>Роздача без захисників іде в Refa</translation>
    </message>
    <message>
      <source>A dealer who took the turned-up trump card has exchanged and must play.</source>
      <translation>Здавач, що взяв відкриту козирну карту, вже міняв і мусить грати.</translation>
    </message>
    <message>
      <source>A defender who holds all four nines after the declarer gives cards may demand a new deal.</source>
      <translation>Захисник, у якого після передачі карт розігрувачем усі чотири дев’ятки, може вимагати перездачі.</translation>
    </message>
    <message>
      <source>A defender without a trick gets a bolt; three bolts cost 120.</source>
      <translation>Захисник без жодної взятки отримує болт; три болти коштують 120.</translation>
    </message>
    <message>
      <source>A failed bid</source>
      <translation>Невиконана заявка</translation>
    </message>
    <message>
      <source>A nine at the bottom after the cut means cutting again; the third time in a row costs the cutter 120 and the deal is void.</source>
      <translation>Дев’ятка знизу після зняття означає зняти знову; втретє поспіль це коштує тому, хто знімає, 120, а роздача анулюється.</translation>
    </message>
    <message>
      <source>A pass is final</source>
      <translation>Пас остаточний</translation>
    </message>
    <message>
      <source>A player below the barrel whose score passes 1000 wins at once.</source>
      <translation>Гравець не на бочці, чий рахунок перевалює за 1000, виграє одразу.</translation>
    </message>
    <message>
      <source>A player dealt all four nines may demand a new deal.</source>
      <translation>Гравець, якому здали всі чотири дев’ятки, може вимагати перездачі.</translation>
    </message>
    <message>
      <source>A player may bid to take no trick at all (otherwise bids start at one).</source>
      <translation>Можна заявити, що не візьмеш жодної взятки (інакше заявки починаються з однієї).</translation>
    </message>
    <message>
      <source>A player reaching this score sits on the barrel and must win from there.</source>
      <translation>Гравець, що досяг цього рахунку, сідає на бочку й мусить вигравати звідти.</translation>
    </message>
    <message>
      <source>A player who can win the trick with a card he may play must do so.</source>
      <translation>Гравець, який може взяти взятку дозволеною картою, мусить це зробити.</translation>
    </message>
    <message>
      <source>A player who follows suit must play a card that beats the highest card of the suit so far, if he has one.</source>
      <translation>Гравець, що йде в масть, мусить покласти карту, старшу за найстаршу карту цієї масті у взятці, якщо така в нього є.</translation>
    </message>
    <message>
      <source>A player who passed may not announce later in the auction (§11 #4).</source>
      <translation>Гравець, що пасував, не може оголосити пізніше в торгівлі (§11 #4).</translation>
    </message>
    <message>
      <source>A player who took the cut card may not pass.</source>
      <translation>Гравець, що взяв зняту карту, не може пасувати.</translation>
    </message>
    <message>
      <source>A player whose score is exactly 555 after a deal falls to 0.</source>
      <translation>Гравець, у якого після роздачі рівно 555, падає на 0.</translation>
    </message>
    <message>
      <source>A player without king, ober and unter may throw the cards in; the same dealer deals again and the next scored deal counts double.</source>
      <translation>Гравець без короля, обера й унтера може скинути карти; той самий здавач здає знову, а наступна зарахована роздача рахується вдвічі.</translation>
    </message>
    <message>
      <source>A random one of the two</source>
      <translation>Випадково одна з двох</translation>
    </message>
    <message>
      <source>A seven turned up as the trump card always makes the dealer declarer needing one trick (otherwise he may say Stih).</source>
      <translation>Сімка, відкрита як козирна карта, завжди робить здавача розігрувачем, якому треба одну взятку (інакше він може сказати Stih).</translation>
    </message>
    <message>
      <source>A turned seven is Stih</source>
      <translation>Відкрита сімка — це Stih</translation>
    </message>
    <message>
      <source>A whiteout hand must hold no ace either.</source>
      <translation>У білій руці не має бути й туза.</translation>
    </message>
    <message>
      <source>Ace marriage</source>
      <translation>Тузовий мар’яж</translation>
    </message>
    <message>
      <source>Ace–ten: A 10 K Q J 9 8 7</source>
      <translation>Туз–десятка: A 10 K Q J 9 8 7</translation>
    </message>
    <message>
      <source>After Raub, Stih or Muss the dealer must take the trump card (otherwise he may).</source>
      <translation>Після Raub, Stih або Muss здавач мусить узяти козирну карту (інакше може).</translation>
    </message>
    <message>
      <source>After taking the stock and before giving (or discarding) a card, the declarer may give up the deal: each opponent scores 60. The declarer's first two concessions of the match are free; every third one costs him his contract.</source>
      <translation>Після взяття прикупу й до передачі (чи скидання) карт розігрувач може здатися: кожен суперник отримує 60. Перші два рази за партію розігрувач здається без штрафу; кожен третій раз коштує йому заявки.</translation>
    </message>
    <message>
      <source>All four Aces held together are a marriage worth 200, declared like a marriage by leading one of them after taking a trick. It does not change the trump; it counts as a marriage for bids and raises above 120.</source>
      <translation>Усі чотири тузи разом — мар’яж вартістю 200; його оголошують як мар’яж, ходячи одним із них після взятої взятки. Козир він не змінює; для заявок і підвищень понад 120 рахується як мар’яж.</translation>
    </message>
    <message>
      <source>An ace prevents a whiteout</source>
      <translation>Туз не дає білої руки</translation>
    </message>
    <message>
      <source>As printed</source>
      <translation>Як надруковано</translation>
    </message>
    <message>
      <source>At the end of the deal</source>
      <translation>Наприкінці роздачі</translation>
    </message>
    <message>
      <source>At the trick</source>
      <translation>Під час взятки</translation>
    </message>
    <message>
      <source>Austrian, German-suited</source>
      <translation>Австрійські, німецькі масті</translation>
    </message>
    <message>
      <source>Austrian: Weli second highest, an ace prevents a whiteout</source>
      <translation>Австрійські: Weli — другий за старшинством, туз не дає білої руки</translation>
    </message>
    <message>
      <source>Barrel at</source>
      <translation>Бочка з</translation>
    </message>
    <message>
      <source>Barrel: fine after three deals</source>
      <translation>Бочка: штраф після трьох роздач</translation>
    </message>
    <message>
      <source>Barrel: fine when knocked off</source>
      <translation>Бочка: штраф, коли скинули</translation>
    </message>
    <message>
      <source>Before play or pass</source>
      <translation>Перед «граю» чи «пас»</translation>
    </message>
    <message>
      <source>Bettler value</source>
      <translation>Вартість Bettler</translation>
    </message>
    <message>
      <source>Between two strikers other than the right one the first played wins, or the suit decides (♥ &gt; ♦ &gt; ♣ &gt; ♠).</source>
      <translation>Між двома ударними, крім правої, виграє зіграна першою, або вирішує масть (♥ &gt; ♦ &gt; ♣ &gt; ♠).</translation>
    </message>
    <message>
      <source>Bid step</source>
      <translation>Крок заявки</translation>
    </message>
    <message>
      <source>Bid zero tricks</source>
      <translation>Заявка на нуль взяток</translation>
    </message>
    <message>
      <source>Bidding</source>
      <translation>Торгівля</translation>
    </message>
    <message>
      <source>Bids above 120 need a marriage</source>
      <translation>Заявки понад 120 — лише з мар’яжем</translation>
    </message>
    <message>
      <source>Bids and raises go up in steps of this size.</source>
      <translation>Заявки й підвищення йдуть кроками такого розміру.</translation>
    </message>
    <message>
      <source>Blind bidding</source>
      <translation>Заявки втемну</translation>
    </message>
    <message>
      <source>Bolts</source>
      <translation>Болти</translation>
    </message>
    <message>
      <source>By internal suit</source>
      <translation>За внутрішньою мастю</translation>
    </message>
    <message>
      <source>By suit: ♥ ♦ ♣ ♠</source>
      <translation>За мастю: ♥ ♦ ♣ ♠</translation>
    </message>
    <message>
      <source>By the suit as printed in the pack (French ♣ 60 / ♠ 40, German Grün 60 / Eichel 40), or by the internal suit (German Eichel 60 / Grün 40).</source>
      <translation>За мастю, як надруковано в колоді (французькі ♣ 60 / ♠ 40, німецькі Grün 60 / Eichel 40), або за внутрішньою мастю (німецькі Eichel 60 / Grün 40).</translation>
    </message>
    <message>
      <source>Cap bids by held marriages</source>
      <translation>Заявка не вища за мар’яжі на руках</translation>
    </message>
    <message>
      <source>Card order</source>
      <translation>Порядок карт</translation>
    </message>
    <message>
      <source>Card pack</source>
      <translation>Колода</translation>
    </message>
    <message>
      <source>Conceding the contract</source>
      <translation>Право здатися</translation>
    </message>
    <message>
      <source>Count down from 24</source>
      <translation>Рахунок униз від 24</translation>
    </message>
    <message>
      <source>Criticals</source>
      <translation>Criticals</translation>
    </message>
    <message>
      <source>Dealer must take the trump card</source>
      <translation>Здавач мусить узяти козирну карту</translation>
    </message>
    <message>
      <source>Declarer's partner sits out</source>
      <translation>Партнер розігрувача не грає</translation>
    </message>
    <message>
      <source>Defenders round to</source>
      <translation>Округлення захисникам до</translation>
    </message>
    <message>
      <source>Defenders' points are rounded to this multiple.</source>
      <translation>Очки захисників округлюються до кратного цьому числу.</translation>
    </message>
    <message>
      <source>Diamonds: everybody plays</source>
      <translation>Бубна: грають усі</translation>
    </message>
    <message>
      <source>Dump truck at 555</source>
      <translation>Самоскид на 555</translation>
    </message>
    <message>
      <source>Each player may exchange up to five cards while the talon lasts, or the whole table only five cards together (the dealer's swap with the trump card does not count).</source>
      <translation>Кожен гравець може поміняти до п’яти карт, поки є талон, або весь стіл разом лише п’ять карт (обмін здавача з козирною картою не рахується).</translation>
    </message>
    <message>
      <source>Equal strikers</source>
      <translation>Рівні ударні</translation>
    </message>
    <message>
      <source>Everyone, the declarer too</source>
      <translation>Усі, і розігрувач теж</translation>
    </message>
    <message>
      <source>Exactly 0</source>
      <translation>Рівно 0</translation>
    </message>
    <message>
      <source>Exchange limit</source>
      <translation>Ліміт обміну</translation>
    </message>
    <message>
      <source>Falling off the barrel for the third time resets the score to 0.</source>
      <translation>Третє падіння з бочки скидає рахунок на 0.</translation>
    </message>
    <message>
      <source>First lead</source>
      <translation>Перший хід</translation>
    </message>
    <message>
      <source>Five cards for the whole table</source>
      <translation>П’ять карт на весь стіл</translation>
    </message>
    <message>
      <source>Five cards of one suit (the Mönch counts as any suit) win the deal as five tricks.</source>
      <translation>П’ять карт однієї масті (Mönch рахується будь-якою мастю) виграють роздачу як п’ять взяток.</translation>
    </message>
    <message>
      <source>Fliege</source>
      <translation>Fliege</translation>
    </message>
    <message>
      <source>Follow and head, else trump and overtrump (Farb- und Stichzwang)</source>
      <translation>В масть і старшою, інакше козирем і старшим козирем (Farb- und Stichzwang)</translation>
    </message>
    <message>
      <source>Follow suit, else trump, else any card</source>
      <translation>В масть, інакше козирем, інакше будь-яка карта</translation>
    </message>
    <message>
      <source>Following</source>
      <translation>Хід у масть</translation>
    </message>
    <message>
      <source>Forehand in every trump contract, the declarer in the others</source>
      <translation>Перша рука в кожній козирній грі, розігрувач в інших</translation>
    </message>
    <message>
      <source>Forehand in the normal game and the Kontra contracts, else the declarer</source>
      <translation>Перша рука у звичайній грі й у грах Kontra, інакше розігрувач</translation>
    </message>
    <message>
      <source>Forehand may name only a suit of which he holds a card (§11 #1); off: any suit.</source>
      <translation>Перша рука може призначити лише масть, карта якої в неї є (§11 #1); вимк.: будь-яку масть.</translation>
    </message>
    <message>
      <source>Forehand only</source>
      <translation>Лише перша рука</translation>
    </message>
    <message>
      <source>Forehand or his partner</source>
      <translation>Перша рука або її партнер</translation>
    </message>
    <message>
      <source>Forehand picks one of the two</source>
      <translation>Перша рука вибирає одну з двох</translation>
    </message>
    <message>
      <source>Forehand turns up one of his two undealt cards as trump: he picks which (blind), or the deal picks (§11 #2).</source>
      <translation>Перша рука відкриває як козир одну зі своїх двох ще не зданих карт: вибирає яку (наосліп), або вирішує роздача (§11 #2).</translation>
    </message>
    <message>
      <source>Forehand's partner only</source>
      <translation>Лише партнер першої руки</translation>
    </message>
    <message>
      <source>Four nines only as dealt</source>
      <translation>Чотири дев’ятки лише зі здачі</translation>
    </message>
    <message>
      <source>Four players in two partnerships, partners sitting opposite.</source>
      <translation>Четверо гравців у двох парах, партнери сидять навпроти.</translation>
    </message>
    <message>
      <source>Four players, each for himself.</source>
      <translation>Четверо гравців, кожен сам за себе.</translation>
    </message>
    <message>
      <source>Four players: dealer scores the stock</source>
      <translation>Четверо гравців: здавач отримує прикуп</translation>
    </message>
    <message>
      <source>French</source>
      <translation>Французькі</translation>
    </message>
    <message>
      <source>French or German suits. The pack decides which suit's marriage is worth 60 and which 40.</source>
      <translation>Французькі або німецькі масті. Колода визначає, мар’яж якої масті вартий 60, а якої 40.</translation>
    </message>
    <message>
      <source>From this deal on hearts are always trumps and nobody announces (0: never).</source>
      <translation>Із цієї роздачі чирва завжди козир, і ніхто не оголошує (0: ніколи).</translation>
    </message>
    <message>
      <source>Game points of a Bettler (§11 #14).</source>
      <translation>Очки гри за Bettler (§11 #14).</translation>
    </message>
    <message>
      <source>German</source>
      <translation>Німецькі</translation>
    </message>
    <message>
      <source>Golden round</source>
      <translation>Золоте коло</translation>
    </message>
    <message>
      <source>Golden round and blind bids</source>
      <translation>Золоте коло й заявки втемну</translation>
    </message>
    <message>
      <source>Head in contracts, not in the normal game; trump only to win</source>
      <translation>Старшою в грах, але не у звичайній грі; козирем лише щоб узяти</translation>
    </message>
    <message>
      <source>Hearts from deal</source>
      <translation>Чирва з роздачі</translation>
    </message>
    <message>
      <source>In every contract but the normal game the declarer plays alone; off: his partner plays with him and the contract's goal is the team's (§11 #9).</source>
      <translation>У кожній грі, крім звичайної, розігрувач грає сам; вимк.: партнер грає з ним, і мета гри — командна (§11 #9).</translation>
    </message>
    <message>
      <source>Its holder may name any suit as trumps before the play-or-pass round, or when he plays the Mönch (from the next trick on), or not at all.</source>
      <translation>Його власник може призначити будь-яку масть козирем перед колом «граю/пас», або коли зіграє Mönch (з наступної взятки), або взагалі ні.</translation>
    </message>
    <message>
      <source>Keep Ramsen's permanent trumps</source>
      <translation>Лишити постійні козирі Ramsen</translation>
    </message>
    <message>
      <source>Knocking</source>
      <translation>Стук</translation>
    </message>
    <message>
      <source>Kontra, Re and Sub</source>
      <translation>Kontra, Re і Sub</translation>
    </message>
    <message>
      <source>Lowest trump</source>
      <translation>Наймолодший козир</translation>
    </message>
    <message>
      <source>Marriage values</source>
      <translation>Вартість мар’яжів</translation>
    </message>
    <message>
      <source>Maxi (K♥), Belli (7♦) and Spitz (7♣) are the three highest trumps; the cutter may take a Critical seen at the bottom of the cut.</source>
      <translation>Maxi (K♥), Belli (7♦) і Spitz (7♣) — три найстарші козирі; той, хто знімає, може взяти Critical, побачений знизу знятої колоди.</translation>
    </message>
    <message>
      <source>Must win when following</source>
      <translation>Бити, коли йдеш у масть</translation>
    </message>
    <message>
      <source>Mönch names trumps</source>
      <translation>Mönch призначає козирі</translation>
    </message>
    <message>
      <source>Never</source>
      <translation>Ніколи</translation>
    </message>
    <message>
      <source>Nine at the bottom</source>
      <translation>Дев’ятка знизу</translation>
    </message>
    <message>
      <source>No exchange at 3 or less</source>
      <translation>Без обміну при 3 і менше</translation>
    </message>
    <message>
      <source>Nobody may drop when diamonds are trumps.</source>
      <translation>Коли козир бубна, виходити не можна.</translation>
    </message>
    <message>
      <source>One round</source>
      <translation>Одне коло</translation>
    </message>
    <message>
      <source>One round of bids, or rounds until all but the highest bidder have passed.</source>
      <translation>Одне коло заявок або кола, поки всі, крім того, хто заявив найвище, не спасують.</translation>
    </message>
    <message>
      <source>Only the lowest wins</source>
      <translation>Виграє лише найменший</translation>
    </message>
    <message>
      <source>Plain: A K Q J 10 9 8 7</source>
      <translation>Простий: A K Q J 10 9 8 7</translation>
    </message>
    <message>
      <source>Play out Herrengang and Herrenschnapser</source>
      <translation>Розігрувати Herrengang і Herrenschnapser</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Гравці</translation>
    </message>
    <message>
      <source>Players may bid up to 120 before looking at their cards; a blind winner's result counts double.</source>
      <translation>Гравці можуть заявляти до 120, не дивлячись у карти; якщо заявка втемну виграє торгівлю, результат рахується вдвічі.</translation>
    </message>
    <message>
      <source>Points lost by a barrel player pushed off by a newcomer.</source>
      <translation>Очки, які втрачає гравець на бочці, коли його зіпхне новачок.</translation>
    </message>
    <message>
      <source>Points lost by a barrel player who fails to win in three deals.</source>
      <translation>Очки, які втрачає гравець на бочці, якщо не виграє за три роздачі.</translation>
    </message>
    <message>
      <source>Polish (Tysiąc)</source>
      <translation>Польські (Tysiąc)</translation>
    </message>
    <message>
      <source>Raise after the stock</source>
      <translation>Підвищення після прикупу</translation>
    </message>
    <message>
      <source>Rank of the Weli</source>
      <translation>Вага Weli</translation>
    </message>
    <message>
      <source>Re-deal after giving</source>
      <translation>Перездача після передачі карт</translation>
    </message>
    <message>
      <source>Re-deal on four nines</source>
      <translation>Перездача на чотири дев’ятки</translation>
    </message>
    <message>
      <source>Re-deal on nines in the stock</source>
      <translation>Перездача на дев’ятки в прикупі</translation>
    </message>
    <message>
      <source>Russian (standard)</source>
      <translation>Російські (стандарт)</translation>
    </message>
    <message>
      <source>Schleken</source>
      <translation>Schleken</translation>
    </message>
    <message>
      <source>Schleken obliges play</source>
      <translation>Schleken зобов’язує грати</translation>
    </message>
    <message>
      <source>Second highest trump</source>
      <translation>Другий за старшинством козир</translation>
    </message>
    <message>
      <source>Short: five tokens</source>
      <translation>Коротка: п’ять фішок</translation>
    </message>
    <message>
      <source>Shorter: seven tokens</source>
      <translation>Коротша: сім фішок</translation>
    </message>
    <message>
      <source>Standard (as in the rule text)</source>
      <translation>Стандарт (як у тексті правил)</translation>
    </message>
    <message>
      <source>Standard: ten tokens</source>
      <translation>Стандарт: десять фішок</translation>
    </message>
    <message>
      <source>Tavern rules: Farb- und Stichzwang, knocking allowed</source>
      <translation>Правила корчми: Farb- und Stichzwang, стук дозволено</translation>
    </message>
    <message>
      <source>Teams start at 24 and subtract their game points; first to 0 wins (§11 #16).</source>
      <translation>Команди починають із 24 і віднімають свої очки гри; хто перший дійде до 0, виграє (§11 #16).</translation>
    </message>
    <message>
      <source>The WELI in a French pack</source>
      <translation>WELI у французькій колоді</translation>
    </message>
    <message>
      <source>The WELI in a French pack: the six of diamonds, or a Joker. It plays the same either way; a German pack shows the Schellen-6.</source>
      <translation>WELI у французькій колоді: шістка бубна або джокер. Грає однаково; німецька колода показує Schellen-6.</translation>
    </message>
    <message>
      <source>The Weli is a permanent trump: the lowest one (as in the rule text), or the second highest, just below the trump ace (as in Austria).</source>
      <translation>Weli — постійний козир: наймолодший (як у тексті правил) або другий за старшинством, одразу під козирним тузом (як в Австрії).</translation>
    </message>
    <message>
      <source>The announcer may name a suit he holds no card of.</source>
      <translation>Той, хто оголошує, може призначити масть, якої в нього немає.</translation>
    </message>
    <message>
      <source>The cutter may knock instead of cutting: all five cards are dealt at once (§11 #3).</source>
      <translation>Той, хто знімає, може стукнути замість зняти: усі п’ять карт здаються одразу (§11 #3).</translation>
    </message>
    <message>
      <source>The cutter sees the bottom card of the cut and may take it into his hand; he then gets one card fewer in the first packet and may not exchange.</source>
      <translation>Той, хто знімає, бачить нижню карту знятої колоди й може взяти її в руку; тоді в першому пакеті він отримує на одну карту менше й не може міняти.</translation>
    </message>
    <message>
      <source>The declarer always (forehand in the normal game)</source>
      <translation>Завжди розігрувач (у звичайній грі — перша рука)</translation>
    </message>
    <message>
      <source>The declarer may demand a new deal when the stock holds two or more nines.</source>
      <translation>Розігрувач може вимагати перездачі, коли в прикупі дві або більше дев’ятки.</translation>
    </message>
    <message>
      <source>The declarer may raise the contract after taking the stock.</source>
      <translation>Розігрувач може підвищити заявку після взяття прикупу.</translation>
    </message>
    <message>
      <source>The first circle of deals has no auction: first hand plays 120 and every score of those deals is doubled.</source>
      <translation>У першому колі роздач торгівлі немає: перша рука грає 120, і всі очки цих роздач подвоюються.</translation>
    </message>
    <message>
      <source>The first played</source>
      <translation>Зіграна першою</translation>
    </message>
    <message>
      <source>The four-nines demand counts only for nines held in the dealt hand, never after cards are given.</source>
      <translation>Вимога через чотири дев’ятки діє лише для дев’яток, отриманих при здачі, а не після передачі карт.</translation>
    </message>
    <message>
      <source>The highest bid is 120 plus the marriages held (else 400).</source>
      <translation>Найвища заявка — 120 плюс мар’яжі на руках (інакше 400).</translation>
    </message>
    <message>
      <source>The match ends at the trick that takes a player's last token, or the deal is finished and scored and the fewest tokens win (equal counts are joint winners).</source>
      <translation>Партія закінчується на взятці, що забирає в гравця останню фішку, або роздачу дограють і зараховують, і виграє той, у кого найменше фішок (при рівності — спільна перемога).</translation>
    </message>
    <message>
      <source>The opponents may double, and so on (§6, §11 #15).</source>
      <translation>Суперники можуть подвоїти, і так далі (§6, §11 #15).</translation>
    </message>
    <message>
      <source>The other players only</source>
      <translation>Лише інші гравці</translation>
    </message>
    <message>
      <source>The sitting-out dealer scores the stock's card points and any marriage in it.</source>
      <translation>Здавач, що не грає, отримує очки карт прикупу й мар’яж у ньому, якщо є.</translation>
    </message>
    <message>
      <source>The six of diamonds (6♦)</source>
      <translation>Шістка бубна (6♦)</translation>
    </message>
    <message>
      <source>The winner</source>
      <translation>Переможець</translation>
    </message>
    <message>
      <source>The winner must reach exactly 0: a deal that goes below 0 bounces back up; otherwise 0 or less wins and the lowest score wins.</source>
      <translation>Переможець має дійти рівно до 0: роздача, що опускає нижче 0, відскакує вгору; інакше виграє 0 або менше, а з кількох — найменший рахунок.</translation>
    </message>
    <message>
      <source>These contracts cannot fail and are scored without play; on: they are played out (§4).</source>
      <translation>Ці ігри не можуть провалитися й зараховуються без розіграшу; увімк.: їх розігрують (§4).</translation>
    </message>
    <message>
      <source>Third fall resets to zero</source>
      <translation>Третє падіння — на нуль</translation>
    </message>
    <message>
      <source>Three players; two players use two stocks; with four the dealer sits out.</source>
      <translation>Троє гравців; удвох грають із двома прикупами; вчотирьох здавач не грає.</translation>
    </message>
    <message>
      <source>Three to five players, each for himself (four is usual).</source>
      <translation>Від трьох до п’яти гравців, кожен сам за себе (зазвичай четверо).</translation>
    </message>
    <message>
      <source>Three to five players, each for himself.</source>
      <translation>Від трьох до п’яти гравців, кожен сам за себе.</translation>
    </message>
    <message>
      <source>Tokens</source>
      <translation>Фішки</translation>
    </message>
    <message>
      <source>Tokens each player starts with (the rule text names ten, seven or five); the first to get rid of his last token wins.</source>
      <translation>Скільки фішок у кожного гравця на початку (текст правил називає десять, сім або п’ять); виграє той, хто першим позбудеться останньої фішки.</translation>
    </message>
    <message>
      <source>Trump from forehand's cards</source>
      <translation>Козир із карт першої руки</translation>
    </message>
    <message>
      <source>Trump swap obliges play</source>
      <translation>Обмін козиря зобов’язує грати</translation>
    </message>
    <message>
      <source>Trumps without holding them</source>
      <translation>Козирі, яких немає на руках</translation>
    </message>
    <message>
      <source>Turning up a trump</source>
      <translation>Відкриття козиря</translation>
    </message>
    <message>
      <source>Two to five players, each for himself, and a widow hand.</source>
      <translation>Від двох до п’яти гравців, кожен сам за себе, і вдова.</translation>
    </message>
    <message>
      <source>Two to four players, each for himself.</source>
      <translation>Від двох до чотирьох гравців, кожен сам за себе.</translation>
    </message>
    <message>
      <source>Until all others pass</source>
      <translation>Поки всі інші не спасують</translation>
    </message>
    <message>
      <source>Up to five cards each</source>
      <translation>До п’яти карт кожному</translation>
    </message>
    <message>
      <source>Weli at the cut</source>
      <translation>Weli при знятті</translation>
    </message>
    <message>
      <source>What a declarer who took fewer tricks than he bid scores.</source>
      <translation>Скільки отримує розігрувач, що взяв менше взяток, ніж заявив.</translation>
    </message>
    <message>
      <source>When several players reach 0 or less, only the lowest score wins (otherwise all of them win together).</source>
      <translation>Коли кілька гравців доходять до 0 або нижче, виграє лише найменший рахунок (інакше виграють усі разом).</translation>
    </message>
    <message>
      <source>When the Mönch is played</source>
      <translation>Коли зіграно Mönch</translation>
    </message>
    <message>
      <source>When the cutter finds the Weli at the bottom of the cut he may take it.</source>
      <translation>Коли той, хто знімає, бачить Weli знизу знятої колоди, він може його взяти.</translation>
    </message>
    <message>
      <source>Whiteout</source>
      <translation>Біла рука</translation>
    </message>
    <message>
      <source>Who may announce a Bauernschnapser</source>
      <translation>Хто може оголосити Bauernschnapser</translation>
    </message>
    <message>
      <source>Who may not exchange with 3 points or less.</source>
      <translation>Хто не може міняти, маючи 3 очки або менше.</translation>
    </message>
    <message>
      <source>Win above 1000 without the barrel</source>
      <translation>Перемога понад 1000 без бочки</translation>
    </message>
    <message>
      <source>§11 #10: who leads the first trick of a contract.</source>
      <translation>§11 #10: хто ходить у першу взятку гри.</translation>
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
      <translation>Звичайна гра</translation>
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
