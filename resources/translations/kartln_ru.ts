<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
  <context>
    <name>Bauernschnapsen</name>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="248" />
      <source>Declare the marriage</source>
      <translation>Объявить марьяж</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="246" />
      <source>Declare the marriage in {suit} (+{points})?</source>
      <translation>Объявить марьяж {suit} (+{points})?</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="56" />
      <source>First trick: {names}</source>
      <translation>Первая взятка: {names}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="117" />
      <source>Highest: {contract} ({name})</source>
      <translation>Высшая: {contract} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="248" />
      <source>Just play the card</source>
      <translation>Просто сыграть карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="136" />
      <source>Nobody announced: you lead the normal game</source>
      <translation>Никто не объявил: ты ходишь первым в обычной игре</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="137" />
      <source>Nobody announced: {name}'s team plays the normal game</source>
      <translation>Никто не объявил: команда {name} играет обычную игру</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="281" />
      <source>Turned up: {card}</source>
      <translation>Открыта: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="119" />
      <source>You announce a {contract}</source>
      <translation>Ты объявляешь: {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="109" />
      <source>You knock: everybody gets five cards at once</source>
      <translation>Ты стучишь: всем сразу по пять карт</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="154" />
      <source>You lay your cards open</source>
      <translation>Ты открываешь карты</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="133" />
      <source>You play a {contract} alone</source>
      <translation>Ты играешь {contract} в одиночку</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="145" />
      <source>You say {word}: the deal counts ×{factor}</source>
      <translation>Ты говоришь {word}: раздача идёт ×{factor}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="223" />
      <source>Your team's tricks: {n}</source>
      <translation>Взятки твоей команды: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="224" />
      <location filename="../../gui/games/bauernschnapsen.py" line="230" />
      <source>Your team: {points} of 66</source>
      <translation>Твоя команда: {points} из 66</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="196" />
      <source>declarer</source>
      <translation>разыгрывающий</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="196" />
      <location filename="../../gui/games/bauernschnapsen.py" line="198" />
      <source>forehand</source>
      <translation>первая рука</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="131" />
      <location filename="../../gui/games/bauernschnapsen.py" line="189" />
      <source>sits out</source>
      <translation>не играет</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="206" />
      <source>turn one up</source>
      <translation>открыть карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="165" />
      <source>{contract} ({value}) · {name}</source>
      <translation>{contract} ({value}) · {name}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="159" />
      <source>{names} win the deal</source>
      <translation>{names} выигрывают раздачу</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="119" />
      <location filename="../../gui/games/bauernschnapsen.py" line="274" />
      <source>{name} announces a {contract}</source>
      <translation>{name} объявляет: {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="277" />
      <source>{name} knocks</source>
      <translation>{name} стучит</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="110" />
      <source>{name} knocks: everybody gets five cards at once</source>
      <translation>{name} стучит: всем сразу по пять карт</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="154" />
      <source>{name} lays the cards open</source>
      <translation>{name} открывает карты</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="133" />
      <source>{name} plays a {contract} alone</source>
      <translation>{name} играет {contract} в одиночку</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="279" />
      <source>{name} says {word}</source>
      <translation>{name} говорит {word}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen.py" line="146" />
      <source>{name} says {word}: the deal counts ×{factor}</source>
      <translation>{name} говорит {word}: раздача идёт ×{factor}</translation>
    </message>
  </context>
  <context>
    <name>BauernschnapsenPanels</name>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="82" />
      <source>A pass is final: you cannot announce later in this deal.</source>
      <translation>Пас окончателен: позже в этой раздаче объявить уже нельзя.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="69" />
      <source>Auction: nobody has announced yet</source>
      <translation>Торговля: ещё никто не объявил</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="71" />
      <source>Auction: {name} announced a {contract}</source>
      <translation>Торговля: {name} — {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="35" />
      <source>Cut</source>
      <translation>Снять</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="34" />
      <source>Cut the deck or knock?</source>
      <translation>Снять колоду или постучать?</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="80" />
      <source>If all four pass, forehand's team plays the normal game (1–3 points).</source>
      <translation>Если все четверо пасуют, команда первой руки играет обычную игру (1–3 очка).</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="37" />
      <source>Knock</source>
      <translation>Постучать</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="39" />
      <source>Knocking: everybody gets all five cards at once, and forehand names trumps after seeing all five.</source>
      <translation>Стук: все сразу получают по пять карт, а первая рука называет козырь, увидев все пять.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="45" />
      <source>Name the trump suit</source>
      <translation>Назови козырь</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="50" />
      <source>Or turn up one of your two face-down cards (the deal picks which):</source>
      <translation>Или открой одну из двух своих закрытых карт (какую — выбирается случайно):</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="53" />
      <source>Or turn up one of your two face-down cards; its suit becomes trumps and it stays face up in your hand:</source>
      <translation>Или открой одну из двух закрытых карт: её масть станет козырем, а карта — открытой:</translation>
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
      <translation>Сказать {word}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="51" />
      <source>Turn up a card</source>
      <translation>Открыть карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="58" />
      <source>You may name only a suit of which you hold a card.</source>
      <translation>Можно назвать только масть, карта которой есть у тебя.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="95" />
      <source>now ×{m}</source>
      <translation>теперь ×{m}</translation>
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
      <translation>🂠 Первую</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_panels.py" line="55" />
      <source>🂠 Second card</source>
      <translation>🂠 Вторую</translation>
    </message>
  </context>
  <context>
    <name>BauernschnapsenSheet</name>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="71" />
      <source>Bummerl sheet (game to 24)</source>
      <translation>Запись Bummerl (игра до 24)</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="56" />
      <source>Contract</source>
      <translation>Игра</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="55" />
      <source>Deal</source>
      <translation>Раздача</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="153" />
      <source>Deal {n}</source>
      <translation>Раздача {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="122" />
      <source>Deal {n}: {contract} · {names} score {points}</source>
      <translation>Раздача {n}: {contract} · {names} получают {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="164" />
      <source>Highest: {contract}</source>
      <translation>Высшая: {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="125" />
      <source>How</source>
      <translation>Как</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="104" />
      <source>Lost the deal</source>
      <translation>Раздача проиграна</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="58" />
      <source>Notes</source>
      <translation>Примечания</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="137" />
      <source>Place</source>
      <translation>Место</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="97" />
      <source>Points toward 66: {n}</source>
      <translation>Очки к 66: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="124" />
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="137" />
      <source>Score</source>
      <translation>Счёт</translation>
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
      <translation>Первая взятка каждой команды:</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="124" />
      <source>This deal</source>
      <translation>Эта раздача</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="70" />
      <source>Total</source>
      <translation>Итого</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="271" />
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="169" />
      <source>Trick {n} of 5</source>
      <translation>Взятка {n} из 5</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="167" />
      <source>Turned up: {card}</source>
      <translation>Открыта: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="147" />
      <source>Your team wins the game {score}!</source>
      <translation>Твоя команда выигрывает партию {score}!</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="90" />
      <source>doubled</source>
      <translation>с удвоением</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="125" />
      <source>the contract and who won it, the Kontra factor, the points toward 66</source>
      <translation>игра и кто её выиграл, множитель Kontra, очки к 66</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="56" />
      <source>the contract, its declarer and the Kontra factor</source>
      <translation>игра, её разыгрывающий и множитель Kontra</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="57" />
      <source>total after the deal, and the game points it scored</source>
      <translation>итог после раздачи и полученные за неё очки партии</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="37" />
      <source>{contract} ({name})</source>
      <translation>{contract} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="47" />
      <source>{names} win the game</source>
      <translation>{names} выигрывают партию</translation>
    </message>
    <message>
      <location filename="../../gui/games/bauernschnapsen_sheet.py" line="148" />
      <source>{names} win the game {score}</source>
      <translation>{names} выигрывают партию {score}</translation>
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
      <translation>{name} в одиночку</translation>
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
      <translation>Я {name}: покажи мои карты</translation>
    </message>
    <message>
      <location filename="../../gui/panels/curtain.py" line="49" />
      <source>Pass to {name}</source>
      <translation>Передай {name}</translation>
    </message>
    <message>
      <location filename="../../gui/panels/curtain.py" line="50" />
      <source>The cards are hidden. Hand the computer to {name}; only {name} should look now.</source>
      <translation>Карты скрыты. Передай компьютер игроку {name}; смотреть сейчас следует только игроку {name}.</translation>
    </message>
  </context>
  <context>
    <name>DealGuide</name>
    <message>
      <location filename="../../gui/deal_guide.py" line="167" />
      <source>End the guide</source>
      <translation>Закончить обучение</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="225" />
      <source>From the rules: {title}</source>
      <translation>Из правил: {title}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="200" />
      <source>How a deal goes</source>
      <translation>Как идёт раздача</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="166" />
      <source>No thanks</source>
      <translation>Нет, спасибо</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="189" />
      <source>Show how a deal goes? At each of your turns the guide says what a computer player would do and why, with the words of the rules. You choose your moves.</source>
      <translation>Показать, как идёт раздача? На каждом твоём ходе подсказка скажет, что сделал бы компьютерный игрок и почему, словами правил. Ходы выбираешь ты.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="164" />
      <source>Show me</source>
      <translation>Покажи</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="244" />
      <source>The others play; the guide speaks again at your next turn.</source>
      <translation>Другие ходят; подсказка снова заговорит на твоём следующем ходе.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="201" />
      <source>Wait for your turn: the guide then explains it.</source>
      <translation>Дождись своего хода: тогда подсказка его объяснит.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="227" />
      <source>Working out a hint…</source>
      <translation>Ищу подсказку…</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="188" />
      <source>Your first game of {game}</source>
      <translation>Твоя первая партия: {game}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_guide.py" line="223" />
      <source>Your turn. The hint below is the computer player's choice; follow it or choose otherwise.</source>
      <translation>Твой ход. Подсказка ниже — выбор компьютерного игрока; следуй ей или сделай по-своему.</translation>
    </message>
  </context>
  <context>
    <name>DealLog</name>
    <message>
      <location filename="../../gui/deal_log.py" line="104" />
      <source>Nothing has happened in this deal yet.</source>
      <translation>В этой раздаче ещё ничего не произошло.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_log.py" line="88" />
      <source>This deal</source>
      <translation>Эта раздача</translation>
    </message>
  </context>
  <context>
    <name>DealReview</name>
    <message>
      <location filename="../../gui/deal_review.py" line="196" />
      <source>(dealer)</source>
      <translation>(сдающий)</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="107" />
      <source>Arrow keys: trick by trick · Page Up, Page Down: deal by deal</source>
      <translation>Стрелки: по взяткам · Page Up, Page Down: по раздачам</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="80" />
      <source>Deal review</source>
      <translation>Обзор раздачи</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="178" />
      <source>Deal {n} · trick {k} of {total}</source>
      <translation>Раздача {n} · взятка {k} из {total}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="176" />
      <source>Deal {n}: no trick was played</source>
      <translation>Раздача {n}: ни одной взятки не сыграно</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="103" />
      <source>Next deal</source>
      <translation>След. раздача</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="102" />
      <source>Next trick</source>
      <translation>След. взятка</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="204" />
      <source>Not in this deal</source>
      <translation>Не участвует в раздаче</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="100" />
      <source>Previous deal</source>
      <translation>Пред. раздача</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="101" />
      <source>Previous trick</source>
      <translation>Пред. взятка</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="277" />
      <source>The deal was not scored.</source>
      <translation>Раздача не засчитана.</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="279" />
      <source>This deal: {changes}</source>
      <translation>Эта раздача: {changes}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="259" />
      <source>Trump: {suit}</source>
      <translation>Козырь: {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="236" />
      <source>{name} takes the trick</source>
      <translation>{name} берёт взятку</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/deal_review.py" line="234" />
      <source>{name} takes the trick: %n point(s)</source>
      <translation>
        <numerusform>{name} берёт взятку (очков: %n)</numerusform>
        <numerusform>{name} берёт взятку (очков: %n)</numerusform>
        <numerusform>{name} берёт взятку (очков: %n)</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} takes the trick: {points} points</source>
      <translation type="vanished">{name} берёт взятку (очков: {points})</translation>
    </message>
  </context>
  <context>
    <name>GameScreen</name>
    <message>
      <location filename="../../gui/game_screen.py" line="329" />
      <source>Click the table (or press Space) to collect the trick</source>
      <translation>Щёлкни по столу (или нажми Пробел), чтобы забрать взятку</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="655" />
      <source>Hint</source>
      <translation>Подсказка</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="689" />
      <source>No hint this time: {error}</source>
      <translation>На этот раз без подсказки: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="743" />
      <source>The guided deal is over; the Hint button (H) helps whenever you like.</source>
      <translation>Обучающая раздача закончена; кнопка «Подсказка» (H) поможет когда угодно.</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="388" />
      <source>The host decides whether the table plays again.</source>
      <translation>Сыграть ли ещё раз, решает хозяин стола.</translation>
    </message>
    <message>
      <location filename="../../gui/game_screen.py" line="656" />
      <source>What would a computer player do here, and why? (H)</source>
      <translation>Что сделал бы здесь компьютерный игрок и почему? (H)</translation>
    </message>
  </context>
  <context>
    <name>Hint</name>
    <message>
      <location filename="../../gui/hint.py" line="59" />
      <source>Bid</source>
      <translation>Ставка</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="60" />
      <source>Bid {what}</source>
      <translation>Заявить {what}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="46" />
      <source>Discard {card}</source>
      <translation>Снести {card}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="57" />
      <source>Exchange {cards}</source>
      <translation>Обменять {cards}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="44" />
      <source>Give {card} to {name}</source>
      <translation>Отдать {card} игроку {name}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="74" />
      <source>Hint: {move}</source>
      <translation>Подсказка: {move}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="74" />
      <source>Hint: {move} {reason}</source>
      <translation>Подсказка: {move} {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="76" />
      <source>Hint: {move}.</source>
      <translation>Подсказка: {move}.</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="77" />
      <source>Hint: {move}. {reason}</source>
      <translation>Подсказка: {move}. {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="56" />
      <source>Keep your cards</source>
      <translation>Оставить свои карты</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="53" />
      <source>Name {suit} trumps</source>
      <translation>Назвать козырем {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="52" />
      <source>Play without trumps</source>
      <translation>Играть без козыря</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="42" />
      <source>Play {card}</source>
      <translation>Сыграть {card}</translation>
    </message>
    <message>
      <location filename="../../gui/hint.py" line="41" />
      <source>Play {card} and declare the marriage</source>
      <translation>Сыграть {card} и объявить марьяж</translation>
    </message>
  </context>
  <context>
    <name>HostLobby</name>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="111" />
      <source>Close the table</source>
      <translation>Закрыть стол</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="109" />
      <source>Computer players play the empty seats until players take them</source>
      <translation>Компьютерные игроки играют на свободных местах, пока их не займут игроки</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="124" />
      <source>Seat {n}</source>
      <translation>Место {n}</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="98" />
      <source>Seats</source>
      <translation>Места</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="104" />
      <source>Start</source>
      <translation>Начать</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="107" />
      <source>Start anyway</source>
      <translation>Всё равно начать</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="79" />
      <source>Table code</source>
      <translation>Код стола</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="66" />
      <source>Tell the other players this table code. In Kartln they choose “Join a table”: the table shows up there by itself, or they type one of the addresses below.</source>
      <translation>Скажи другим игрокам этот код стола. В Kartln они выбирают «Присоединиться к столу»: стол появится там сам, или они введут один из адресов ниже.</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="91" />
      <source>The table listens on this computer's local-network connections only, never on the internet. A firewall must let in TCP port {tcp} and UDP port {udp} from the local network.</source>
      <translation>Стол принимает подключения только из локальной сети этого компьютера, никогда из интернета. Брандмауэр должен пропускать из локальной сети TCP-порт {tcp} и UDP-порт {udp}.</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="82" />
      <source>This computer is on no local network.</source>
      <translation>Этот компьютер не подключён ни к одной локальной сети.</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="61" />
      <source>Your table on this network</source>
      <translation>Твой стол в этой сети</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="47" />
      <source>at this computer</source>
      <translation>за этим компьютером</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="49" />
      <source>computer player</source>
      <translation>компьютерный игрок</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="51" />
      <source>has joined</source>
      <translation>за столом</translation>
    </message>
    <message>
      <location filename="../../gui/net/host_lobby.py" line="52" />
      <source>waiting for a player…</source>
      <translation>ждём игрока…</translation>
    </message>
  </context>
  <context>
    <name>JoinDialog</name>
    <message numerus="yes">
      <location filename="../../gui/net/join_dialog.py" line="80" />
      <source>%n free seat(s)</source>
      <translation>
        <numerusform>%n свободное место</numerusform>
        <numerusform>%n свободных места</numerusform>
        <numerusform>%n свободных мест</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/net/join_dialog.py" line="171" />
      <source>%n table(s) found</source>
      <translation>
        <numerusform>Найден %n стол</numerusform>
        <numerusform>Найдено %n стола</numerusform>
        <numerusform>Найдено %n столов</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="84" />
      <source>(another version of Kartln: {version})</source>
      <translation>(другая версия Kartln: {version})</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="187" />
      <source>Choose a table or type the host's address.</source>
      <translation>Выбери стол или введи адрес хозяина стола.</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="200" />
      <source>Connecting to {address}…</source>
      <translation>Подключение к {address}…</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="125" />
      <source>Host's address:</source>
      <translation>Адрес хозяина стола:</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="134" />
      <source>Join</source>
      <translation>Присоединиться</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="99" />
      <source>Join a table</source>
      <translation>Присоединиться к столу</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="158" />
      <source>Looking for tables on this network…</source>
      <translation>Поиск столов в этой сети…</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="112" />
      <source>Search again</source>
      <translation>Искать снова</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="126" />
      <source>Table code:</source>
      <translation>Код стола:</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="144" />
      <source>Tables cannot be searched for here; type the host's address.</source>
      <translation>Здесь столы искать нельзя; введи адрес хозяина стола.</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="104" />
      <source>Tables on this network:</source>
      <translation>Столы в этой сети:</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="217" />
      <source>The host has welcomed you: taking your seat…</source>
      <translation>Хозяин стола тебя принимает: занимаем место…</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="188" />
      <source>Type the table code the host's screen shows.</source>
      <translation>Введи код стола с экрана хозяина стола.</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="189" />
      <source>Type your name.</source>
      <translation>Введи своё имя.</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="127" />
      <source>Your name:</source>
      <translation>Твоё имя:</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="119" />
      <source>for example 192.168.1.20 or 192.168.1.20:47310</source>
      <translation>например, 192.168.1.20 или 192.168.1.20:47310</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="80" />
      <source>no free seat</source>
      <translation>нет свободных мест</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="121" />
      <source>the code the host's screen shows</source>
      <translation>код с экрана хозяина стола</translation>
    </message>
    <message>
      <location filename="../../gui/net/join_dialog.py" line="81" />
      <source>{game} at {host}'s table, {free} — {address}</source>
      <translation>{game}, стол игрока {host}, {free} — {address}</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../../gui/main_window.py" line="634" />
      <source> and </source>
      <translation> и </translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="169" />
      <source>&amp;About Kartln</source>
      <translation>&amp;О программе Kartln</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="135" />
      <location filename="../../gui/self_test.py" line="97" />
      <source>&amp;Game</source>
      <translation>&amp;Игра</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="166" />
      <source>&amp;Help</source>
      <translation>&amp;Справка</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="150" />
      <source>&amp;Hint</source>
      <translation>&amp;Подсказка</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="137" />
      <source>&amp;Host a table on this network…</source>
      <translation>Открыть с&amp;тол в этой сети…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="139" />
      <source>&amp;Join a table…</source>
      <translation>П&amp;рисоединиться к столу…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="146" />
      <source>&amp;Last trick</source>
      <translation>Последняя &amp;взятка</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="152" />
      <source>&amp;Main menu</source>
      <translation>&amp;Главное меню</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="136" />
      <source>&amp;New game…</source>
      <translation>&amp;Новая игра…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="138" />
      <source>&amp;Open…</source>
      <translation>&amp;Открыть…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="163" />
      <source>&amp;Options</source>
      <translation>Пара&amp;метры</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="153" />
      <source>&amp;Quit</source>
      <translation>Вы&amp;ход</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="167" />
      <source>&amp;Rules</source>
      <translation>П&amp;равила</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="164" />
      <source>&amp;Settings…</source>
      <translation>&amp;Настройки…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="149" />
      <source>&amp;This deal</source>
      <translation>&amp;Эта раздача</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="142" />
      <source>&amp;Undo</source>
      <translation>От&amp;менить ход</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="596" />
      <source>A seat's view (*{suffix})</source>
      <translation>Партия с одного места (*{suffix})</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="835" />
      <source>About Kartln</source>
      <translation>О программе Kartln</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="202" />
      <source>At a table over the network, moves cannot be taken back.</source>
      <translation>За столом по сети ходы отменять нельзя.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="483" />
      <source>Close the table</source>
      <translation>Закрыть стол</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="484" />
      <source>Close the table? The other players will be told.</source>
      <translation>Закрыть стол? Остальным игрокам об этом сообщат.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="147" />
      <source>Deal &amp;review</source>
      <translation>О&amp;бзор раздачи</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="782" />
      <source>Deal review</source>
      <translation>Обзор раздачи</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="768" />
      <source>Deal {n} (over), {seen}</source>
      <translation>Раздача {n} (окончена), {seen}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="771" />
      <source>Deal {n}, {seen}</source>
      <translation>Раздача {n}, {seen}</translation>
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
      <translation>Партии Kartln (*{suffix})</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="835" />
      <source>Kartln: Central and Eastern European trick-taking card games.
Playable: {games}.
Free software under the GNU General Public License, version 3 or later.</source>
      <translation>Kartln: карточные игры на взятки Центральной и Восточной Европы.
Можно играть: {games}.
Свободная программа под лицензией GNU General Public License версии 3 или более поздней.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="889" />
      <source>Language: {language}</source>
      <translation>Язык: {language}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="558" />
      <source>Leave the table</source>
      <translation>Покинуть стол</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="558" />
      <source>Leave the table? A computer player takes over your seat at the host's table.</source>
      <translation>Покинуть стол? Твоё место за столом хозяина займёт компьютерный игрок.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="575" />
      <source>Main menu</source>
      <translation>Главное меню</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="148" />
      <source>Match hi&amp;story</source>
      <translation>&amp;История партии</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="234" />
      <source>Move taken back</source>
      <translation>Ход отменён</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="208" />
      <source>Moves are not taken back at a table on the network.</source>
      <translation>За сетевым столом ходы не отменяются.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="394" />
      <source>New game</source>
      <translation>Новая игра</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="808" />
      <source>No deal has been finished yet.</source>
      <translation>Ещё ни одна раздача не закончена.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="204" />
      <source>No match is being played.</source>
      <translation>Партия не идёт.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="214" />
      <source>Nothing to take back in this deal yet.</source>
      <translation>В этой раздаче пока нечего отменять.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="638" />
      <source>Open a saved match</source>
      <translation>Открыть сохранённую партию</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="141" />
      <source>Save &amp;as…</source>
      <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="574" />
      <source>Save my seat's view…</source>
      <translation>Сохранить партию с моего места…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="658" />
      <source>Save the match</source>
      <translation>Сохранить партию</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="140" />
      <source>Save the match from my &amp;seat's view…</source>
      <translation>Сохранить партию с моего м&amp;еста…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="594" />
      <source>Save the match from my seat's view</source>
      <translation>Сохранить партию с моего места</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="613" />
      <location filename="../../gui/main_window.py" line="673" />
      <source>Saved as {name}</source>
      <translation>Сохранено как {name}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="145" />
      <source>Score &amp;sheet</source>
      <translation>&amp;Запись</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="254" />
      <source>Some settings were not valid and were reset: {keys}.</source>
      <translation>Некоторые настройки были неверны и сброшены: {keys}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="394" />
      <source>Start a new game? The running match will be replaced.</source>
      <translation>Начать новую игру? Текущая партия будет заменена.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="151" />
      <source>Stat&amp;istics…</source>
      <translation>&amp;Статистика…</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="342" />
      <location filename="../../gui/main_window.py" line="619" />
      <source>The autosaved match could not be read: {error}.</source>
      <translation>Автосохранённую партию не удалось прочитать: {error}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="339" />
      <source>The autosaved match was damaged; Continue uses the previous copy (the last move may be missing).</source>
      <translation>Автосохранённая партия повреждена; «Продолжить» использует предыдущую копию (последний ход может отсутствовать).</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="624" />
      <source>The autosaved match was damaged; the previous copy is used (the last move may be missing).</source>
      <translation>Автосохранённая партия повреждена; используется предыдущая копия (последний ход может отсутствовать).</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="632" />
      <source>The damaged file was kept as {name}.</source>
      <translation>Повреждённый файл сохранён как {name}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="633" />
      <source>The damaged files were kept as {names}.</source>
      <translation>Повреждённые файлы сохранены как {names}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="183" />
      <source>The host allows no hints at this table.</source>
      <translation>Хозяин стола не разрешает подсказки за этим столом.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="180" />
      <source>The host keeps this match; save your seat's view instead.</source>
      <translation>Эту партию сохраняет хозяин стола; сохрани её со своего места.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="48" />
      <source>The last trick of deal {n}</source>
      <translation>Последняя взятка раздачи {n}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="371" />
      <source>The match cannot be saved: {error}</source>
      <translation>Партию нельзя сохранить: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="671" />
      <source>The match could not be saved: {error}</source>
      <translation>Партию не удалось сохранить: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="206" />
      <source>The match is over: there is nothing to take back.</source>
      <translation>Партия окончена: отменять нечего.</translation>
    </message>
    <message>
      <source>The new language applies fully after a restart.</source>
      <translation type="vanished">Новый язык полностью применится после перезапуска.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="611" />
      <source>The seat's view could not be saved: {error}</source>
      <translation>Партию с места не удалось сохранить: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="896" />
      <source>The settings could not be saved: {error}</source>
      <translation>Настройки не удалось сохранить: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="251" />
      <source>The settings file could not be read ({problem}); {outcome}.</source>
      <translation>Файл настроек не удалось прочитать ({problem}); {outcome}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="271" />
      <source>The statistics cannot be kept: {error}</source>
      <translation>Статистику невозможно вести: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="297" />
      <source>The statistics cannot be read: {error}</source>
      <translation>Статистику невозможно прочитать: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="331" />
      <source>The statistics cannot be written: {error}</source>
      <translation>Статистику невозможно записать: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="274" />
      <source>The statistics could not be read ({problem}); they start anew.</source>
      <translation>Не удалось прочитать статистику ({problem}); она начинается заново.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="277" />
      <source>The statistics were written by a newer version of Kartln; this version leaves them as they are.</source>
      <translation>Статистика записана более новой версией Kartln; эта версия оставляет её без изменений.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="461" />
      <source>The table could not be opened on the network: {error}</source>
      <translation>Не удалось открыть стол в сети: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="571" />
      <source>The table is closed</source>
      <translation>Стол закрыт</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="573" />
      <source>You can save the match as your seat saw it, or go back to the main menu.</source>
      <translation>Можно сохранить партию такой, какой она была видна с твоего места, или вернуться в главное меню.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="765" />
      <source>as everybody sees it</source>
      <translation>как видят все</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="765" />
      <source>as {name} sees it</source>
      <translation>как видит {name}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="250" />
      <source>the defaults are used</source>
      <translation>используются значения по умолчанию</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="250" />
      <source>the previous copy was restored</source>
      <translation>восстановлена предыдущая копия</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="350" />
      <source>{game}, deal {deal}: {names}</source>
      <translation>{game}, раздача {deal}: {names}</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="646" />
      <source>{name} could not be opened: {error}.</source>
      <translation>Не удалось открыть {name}: {error}.</translation>
    </message>
    <message>
      <location filename="../../gui/main_window.py" line="47" />
      <source>{name} took the trick</source>
      <translation>Взятка досталась игроку {name}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/main_window.py" line="46" />
      <source>{name} took the trick: %n point(s)</source>
      <translation>
        <numerusform>Взятка досталась игроку {name} (очков: %n)</numerusform>
        <numerusform>Взятка досталась игроку {name} (очков: %n)</numerusform>
        <numerusform>Взятка досталась игроку {name} (очков: %n)</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} took the trick: {points} points</source>
      <translation type="vanished">Взятка досталась игроку {name} (очков: {points})</translation>
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
      <translation>Раздача</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="118" />
      <source>Deal {n}: no summary of this deal</source>
      <translation>Раздача {n}: сводки нет</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="58" />
      <source>Dealer</source>
      <translation>Сдающий</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="52" />
      <source>Match history</source>
      <translation>История партии</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="79" />
      <source>No deal has been finished yet.</source>
      <translation>Ещё ни одна раздача не закончена.</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="38" />
      <source>No trick played</source>
      <translation>Взяток не было</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="58" />
      <source>Played</source>
      <translation>Сыграно</translation>
    </message>
    <message>
      <location filename="../../gui/history_dialog.py" line="87" />
      <source>Review this deal</source>
      <translation>Просмотреть раздачу</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <location filename="../../gui/level_strength.py" line="47" />
      <source> (lower is better)</source>
      <translation> (чем меньше, тем лучше)</translation>
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
        <numerusform>%n игрок</numerusform>
        <numerusform>%n игрока</numerusform>
        <numerusform>%n игроков</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="50" />
      <source>, {rate} % of deals won (a fair share is {fair} %)</source>
      <translation>, выиграно {rate} % раздач (честная доля — {fair} %)</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="52" />
      <source>; {deals} deals</source>
      <translation>; раздач: {deals}</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="82" />
      <source>A fair share of the deals won is {fair} %.</source>
      <translation>Честная доля выигранных раздач — {fair} %.</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="271" />
      <source>Allow hints</source>
      <translation>Разрешить подсказки</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="428" />
      <source>Changed: {options}</source>
      <translation>Изменено: {options}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="298" />
      <source>Choose “Remote player” for at least one seat: a table is hosted for players at other computers.</source>
      <translation>Выбери «Игрок по сети» хотя бы для одного места: стол открывается для игроков за другими компьютерами.</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="102" />
      <source>Computer</source>
      <translation>Компьютер</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="81" />
      <source>Deals won: by the level's side, partners together.</source>
      <translation>Выигранные раздачи считаются для стороны этого уровня, партнёры — вместе.</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Easy</source>
      <translation>Лёгкий</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="19" />
      <source>Expert</source>
      <translation>Эксперт</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="181" />
      <source>Game</source>
      <translation>Игра</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Hard</source>
      <translation>Трудный</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="172" />
      <source>Host a table on this network</source>
      <translation>Открыть стол в этой сети</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="267" />
      <source>How long the table waits for a dropped player before the computer player takes over</source>
      <translation>Сколько стол ждёт игрока, потерявшего связь, прежде чем за него начнёт играть компьютерный игрок</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="64" />
      <source>How the levels measured ({n} players: {who}, on the same deals in every seat):</source>
      <translation>Как измерялись уровни ({n} игроков: {who}, на одних и тех же раздачах на каждом месте):</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="101" />
      <source>Human</source>
      <translation>Человек</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="203" />
      <source>Level</source>
      <translation>Уровень</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="86" />
      <source>Measured with {n} players, not with {chosen}.</source>
      <translation>Измерено для {n} игроков, а не для {chosen}.</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="203" />
      <source>Name</source>
      <translation>Имя</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="172" />
      <source>New game</source>
      <translation>Новая игра</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Normal</source>
      <translation>Обычный</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="217" />
      <source>Open the table</source>
      <translation>Открыть стол</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="188" />
      <source>Options…</source>
      <translation>Параметры…</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="199" />
      <source>Partner of seat 1</source>
      <translation>Партнёр места 1</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="203" />
      <source>Player</source>
      <translation>Игрок</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="230" />
      <location filename="../../gui/new_game_dialog.py" line="367" />
      <location filename="../../gui/new_game_dialog.py" line="389" />
      <source>Player {n}</source>
      <translation>Игрок {n}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="184" />
      <source>Players</source>
      <translation>Игроки</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="297" />
      <source>Players at other computers join with the table code shown next.</source>
      <translation>Игроки за другими компьютерами подключатся по коду стола, который будет показан дальше.</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="18" />
      <source>Random</source>
      <translation>Случайно</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="104" />
      <source>Remote player</source>
      <translation>Игрок по сети</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="91" />
      <source>Remote player {n}</source>
      <translation>Игрок по сети {n}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="192" />
      <source>Rules</source>
      <translation>Правила</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="80" />
      <source>Score a deal: the level's mean score change in a deal; theirs: the level below's.</source>
      <translation>Счёт за раздачу: среднее изменение счёта уровня за раздачу; у них — уровня ниже.</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="84" />
      <source>Scores count down: lower is better.</source>
      <translation>Счёт идёт вниз: чем меньше, тем лучше.</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="203" />
      <source>Seat</source>
      <translation>Место</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="96" />
      <location filename="../../gui/new_game_dialog.py" line="365" />
      <source>Seat {n}</source>
      <translation>Место {n}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="369" />
      <source>Seat {n} · with {names}</source>
      <translation>Место {n} · с {names}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="201" />
      <source>Seats (clockwise; seat 1 sits at the bottom)</source>
      <translation>Места (по часовой стрелке; место 1 внизу)</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="260" />
      <source>Stand-in for a dropped player</source>
      <translation>Замена при потере связи</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="217" />
      <source>Start</source>
      <translation>Начать</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="258" />
      <source>The computer player that plays for a player whose connection drops, until he comes back</source>
      <translation>Компьютерный игрок, который играет за игрока, потерявшего связь, пока тот не вернётся</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="254" />
      <source>This table</source>
      <translation>Этот стол</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="269" />
      <source>Wait for a dropped player</source>
      <translation>Ждать при потере связи</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="160" />
      <source>You</source>
      <translation>Ты</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="69" />
      <source>deals</source>
      <translation>раздач</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="69" />
      <source>deals won</source>
      <translation>выиграно раздач</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="63" />
      <source>one of a level against the others at the level below</source>
      <translation>один игрок уровня против остальных уровнем ниже</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="62" />
      <source>partners of a level against partners of the level below</source>
      <translation>партнёры уровня против партнёров уровнем ниже</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="68" />
      <source>score a deal</source>
      <translation>счёт за раздачу</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="68" />
      <source>theirs</source>
      <translation>у них</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="321" />
      <source>{game} has no computer player yet: computer seats play legal cards at random.</source>
      <translation>Для игры «{game}» ещё нет компьютерного игрока: компьютерные места ходят случайными разрешёнными картами.</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="75" />
      <source>{level} against {below}</source>
      <translation>{level} против уровня {below}</translation>
    </message>
    <message>
      <location filename="../../gui/level_strength.py" line="43" />
      <source>{level} against {below}: {mine} a deal to their {theirs}</source>
      <translation>{level} против уровня {below}: {mine} за раздачу против их {theirs}</translation>
    </message>
    <message>
      <location filename="../../gui/new_game_dialog.py" line="390" />
      <source>{name} (seat {n})</source>
      <translation>{name} (место {n})</translation>
    </message>
    <message>
      <source>{n} players</source>
      <translation type="vanished">Игроков: {n}</translation>
    </message>
  </context>
  <context>
    <name>OptionsDialog</name>
    <message>
      <location filename="../../gui/options_dialog.py" line="126" />
      <source>Rules options</source>
      <translation>Параметры правил</translation>
    </message>
    <message>
      <location filename="../../gui/options_dialog.py" line="69" />
      <source>Rules options: {game}</source>
      <translation>Параметры правил: {game}</translation>
    </message>
  </context>
  <context>
    <name>Panels</name>
    <message>
      <location filename="../../gui/panels/choices.py" line="112" />
      <source>Bid {value}</source>
      <translation>Ставка {value}</translation>
    </message>
    <message>
      <location filename="../../gui/panels/choices.py" line="113" />
      <source>You may bid from {low} to {top}.</source>
      <translation>Можно заявить от {low} до {top}.</translation>
    </message>
    <message>
      <location filename="../../gui/panels/choices.py" line="55" />
      <source>You may choose from {low} to {top}.</source>
      <translation>Можно выбрать от {low} до {top}.</translation>
    </message>
  </context>
  <context>
    <name>RulesDialog</name>
    <message>
      <location filename="../../gui/rules_dialog.py" line="56" />
      <source>*The rules of this game are not yet written in your language: here they are in English.*</source>
      <translation>*Правила этой игры ещё не переведены на твой язык: вот они на английском.*</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="65" />
      <source>House rules in this match</source>
      <translation>Домашние правила в этой партии</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="79" />
      <source>In this match</source>
      <translation>В этой партии</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="88" />
      <source>Rules: {game}</source>
      <translation>Правила: {game}</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="48" />
      <source>The rules of this game are not available.</source>
      <translation>Правила этой игры недоступны.</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="71" />
      <source>off</source>
      <translation>выкл.</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="71" />
      <source>on</source>
      <translation>вкл.</translation>
    </message>
    <message>
      <location filename="../../gui/rules_dialog.py" line="65" />
      <source>★ unlike the standard rules</source>
      <translation>★ не как в стандартных правилах</translation>
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
      <translation>Отскок от нуля: {total} → {score}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="54" />
      <source>Counts</source>
      <translation>Множитель</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="51" />
      <source>Deal</source>
      <translation>Раздача</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="185" />
      <source>Deal {n} is over</source>
      <translation>Раздача {n} окончена</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="51" />
      <source>Dealer</source>
      <translation>Сдающий</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="195" />
      <source>How</source>
      <translation>Как</translation>
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="56" />
      <source>Last trick</source>
      <translation>Последняя взятка</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="159" />
      <source>Never below 0: {total} → 0</source>
      <translation>Не ниже 0: {total} → 0</translation>
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="30" />
      <source>No deal has been scored yet.</source>
      <translation>Ещё ни одна раздача не записана.</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="146" />
      <source>No trick</source>
      <translation>Нет взятки</translation>
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="59" />
      <source>No trick has been played in this deal yet.</source>
      <translation>В этой раздаче ещё не было взяток.</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="56" />
      <source>Notes</source>
      <translation>Примечания</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="140" />
      <source>Out of this deal</source>
      <translation>Не участвует</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="218" />
      <source>Place</source>
      <translation>Место</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="191" />
      <location filename="../../gui/games/sheets.py" line="218" />
      <source>Player</source>
      <translation>Игрок</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="194" />
      <location filename="../../gui/games/sheets.py" line="218" />
      <source>Score</source>
      <translation>Счёт</translation>
    </message>
    <message>
      <location filename="../../gui/sheet_dialog.py" line="21" />
      <source>Score sheet</source>
      <translation>Запись</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="59" />
      <source>Start</source>
      <translation>Начало</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="141" />
      <source>Stayed at home</source>
      <translation>Дома</translation>
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
      <translation>Эта раздача</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="79" />
      <source>Total</source>
      <translation>Итого</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="192" />
      <source>Tricks</source>
      <translation>Взятки</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="236" />
      <source>You win the match, down to {score}!</source>
      <translation>Ты выигрываешь партию, дойдя до {score}!</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="231" />
      <source>Your team wins the match, down to {score}!</source>
      <translation>Твоя команда выигрывает партию, дойдя до {score}!</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="187" />
      <source>counts ×{m}</source>
      <translation>идёт ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="195" />
      <source>each trick takes one off; no trick puts {n} on</source>
      <translation>каждая взятка снимает одно; без взяток — плюс {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="54" />
      <source>how many times the deal counted, and why</source>
      <translation>с каким множителем шла раздача и почему</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="66" />
      <source>out</source>
      <translation>вне игры</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="52" />
      <source>total after the deal, and its change</source>
      <translation>итог после раздачи и его изменение</translation>
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
      <translation>выигрывает партию</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="203" />
      <source>with {names}</source>
      <translation>с {names}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="91" />
      <source>won by {names}</source>
      <translation>выиграли {names}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="238" />
      <source>{names} share the win, down to {score}</source>
      <translation>{names} делят победу, дойдя до {score}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="232" />
      <source>{names} win the match, down to {score}</source>
      <translation>{names} выигрывают партию, дойдя до {score}</translation>
    </message>
    <message>
      <location filename="../../gui/games/sheets.py" line="237" />
      <source>{name} wins the match, down to {score}</source>
      <translation>{name} выигрывает партию, дойдя до {score}</translation>
    </message>
  </context>
  <context>
    <name>SeatNews</name>
    <message>
      <location filename="../../gui/net/seat_news.py" line="37" />
      <source>A computer player plays for {name} until a player joins</source>
      <translation>За игрока {name} играет компьютер, пока не подключится игрок</translation>
    </message>
    <message>
      <location filename="../../gui/net/seat_news.py" line="38" />
      <source>A computer player plays for {name} until {name} is back</source>
      <translation>За игрока {name} играет компьютер, пока {name} не вернётся</translation>
    </message>
    <message>
      <location filename="../../gui/net/seat_news.py" line="28" />
      <source>{name} has dropped out — a computer player takes over</source>
      <translation>{name}: связь потеряна — играет компьютер</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/net/seat_news.py" line="29" />
      <source>{name} has dropped out — a computer player takes over in %n s</source>
      <translation>
        <numerusform>{name}: связь потеряна — через %n с будет играть компьютер</numerusform>
        <numerusform>{name}: связь потеряна — через %n с будет играть компьютер</numerusform>
        <numerusform>{name}: связь потеряна — через %n с будет играть компьютер</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/net/seat_news.py" line="46" />
      <source>{name} has joined the table</source>
      <translation>{name} садится за стол</translation>
    </message>
    <message>
      <location filename="../../gui/net/seat_news.py" line="42" />
      <source>{name} is back</source>
      <translation>{name} снова за столом</translation>
    </message>
  </context>
  <context>
    <name>SeatPlate</name>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="96" />
      <source>D</source>
      <translation>С</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="54" />
      <source>dealer</source>
      <translation>сдаёт</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="135" />
      <source>sits out</source>
      <translation>не играет</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="129" />
      <source>thinking…</source>
      <translation>думает…</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="131" />
      <source>to play</source>
      <translation>ходит</translation>
    </message>
    <message>
      <location filename="../../gui/table/seat_plate.py" line="130" />
      <source>your turn</source>
      <translation>твой ход</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <location filename="../../gui/settings_dialog.py" line="90" />
      <source>Allow Undo against computer players (Ctrl+Z takes back my last move)</source>
      <translation>Разрешить отмену хода против компьютера (Ctrl+Z отменяет мой последний ход)</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="91" />
      <source>Allow Undo when several people play at this computer</source>
      <translation>Разрешить отмену хода, когда за компьютером играют несколько человек</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="67" />
      <source>Animations</source>
      <translation>Анимация</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="44" />
      <source>As the system</source>
      <translation>Как в системе</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="89" />
      <source>Ask before a new game replaces the running match</source>
      <translation>Спрашивать, прежде чем новая игра заменит текущую партию</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="39" />
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Blue</source>
      <translation>Синий</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Brown</source>
      <translation>Коричневый</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="66" />
      <source>Card back</source>
      <translation>Рубашка карт</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="66" />
      <source>Cards</source>
      <translation>Карты</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="85" />
      <source>Declare marriages without asking</source>
      <translation>Объявлять марьяжи не спрашивая</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Easy</source>
      <translation>Лёгкий</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Expert</source>
      <translation>Эксперт</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <source>Fast</source>
      <translation>Быстро</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="37" />
      <source>French, four colours</source>
      <translation>Французские, четыре цвета</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="37" />
      <source>French, two colours</source>
      <translation>Французские, два цвета</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="38" />
      <source>German suits</source>
      <translation>Немецкие масти</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Green</source>
      <translation>Зелёный</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="41" />
      <source>Grey</source>
      <translation>Серый</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Hard</source>
      <translation>Трудный</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="68" />
      <source>Language</source>
      <translation>Язык</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="88" />
      <source>Leave each finished trick on the table until I click</source>
      <translation>Оставлять каждую сыгранную взятку на столе до щелчка</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <location filename="../../gui/settings_dialog.py" line="43" />
      <source>Normal</source>
      <translation>Обычно</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <source>Off</source>
      <translation>Выкл.</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="84" />
      <source>One click plays a card (otherwise: click to choose, click again to play)</source>
      <translation>Один щелчок играет карту (иначе: щелчок — выбрать, ещё щелчок — сыграть)</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="72" />
      <source>Player 1</source>
      <translation>Игрок 1</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="39" />
      <location filename="../../gui/settings_dialog.py" line="40" />
      <source>Red</source>
      <translation>Красный</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="60" />
      <source>Settings</source>
      <translation>Настройки</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="87" />
      <source>Show my running count during the tricks (points or tricks so far)</source>
      <translation>Показывать мой счёт по ходу взяток (очки или взятки на данный момент)</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="42" />
      <source>Slow</source>
      <translation>Медленно</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="67" />
      <source>Sort suits</source>
      <translation>Порядок мастей</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="66" />
      <source>Table colour</source>
      <translation>Цвет стола</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="86" />
      <source>Wait for a click after each deal</source>
      <translation>Ждать щелчка после каждой раздачи</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="73" />
      <source>Your name</source>
      <translation>Твоё имя</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="47" />
      <source>♠ ♣ ♦ ♥</source>
      <translation>♠ ♣ ♦ ♥</translation>
    </message>
    <message>
      <location filename="../../gui/settings_dialog.py" line="46" />
      <source>♠ ♥ ♣ ♦ (colours alternate)</source>
      <translation>♠ ♥ ♣ ♦ (цвета чередуются)</translation>
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
        <numerusform>%n игрок</numerusform>
        <numerusform>%n игрока</numerusform>
        <numerusform>%n игроков</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="316" />
      <source>A table on this network: players at other computers join it</source>
      <translation>Стол в этой сети: к нему присоединяются игроки за другими компьютерами</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="253" />
      <source>Card games of Central and Eastern Europe</source>
      <translation>Карточные игры Центральной и Восточной Европы</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="296" />
      <source>Choose a game: a click starts it, Rules tells how it goes</source>
      <translation>Выбери игру: щелчок её начинает, «Правила» объясняют, как она идёт</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="262" />
      <source>Continue</source>
      <translation>Продолжить</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="315" />
      <source>Host a table…</source>
      <translation>Открыть стол…</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="318" />
      <source>Join a table…</source>
      <translation>Присоединиться к столу…</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="251" />
      <source>Kartln</source>
      <translation>Kartln</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="319" />
      <source>Play at a table another computer on this network hosts</source>
      <translation>Играть за столом, открытым на другом компьютере в этой сети</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="323" />
      <source>Quit</source>
      <translation>Выход</translation>
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
      <translation>Настройки</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="145" />
      <source>Start a new game of {game} (Enter)</source>
      <translation>Начать новую партию: {game} (Enter)</translation>
    </message>
    <message>
      <location filename="../../gui/start_screen.py" line="158" />
      <source>The rules of {game}</source>
      <translation>Правила игры «{game}»</translation>
    </message>
    <message>
      <source>{n} players</source>
      <translation type="vanished">Игроков: {n}</translation>
    </message>
  </context>
  <context>
    <name>Statistics</name>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="53" />
      <source>%n computer player(s)</source>
      <translation>
        <numerusform>%n компьютерный игрок</numerusform>
        <numerusform>%n компьютерных игрока</numerusform>
        <numerusform>%n компьютерных игроков</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="44" />
      <source>%n easy player(s)</source>
      <translation>
        <numerusform>%n игрок уровня «Лёгкий»</numerusform>
        <numerusform>%n игрока уровня «Лёгкий»</numerusform>
        <numerusform>%n игроков уровня «Лёгкий»</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="50" />
      <source>%n expert player(s)</source>
      <translation>
        <numerusform>%n игрок уровня «Эксперт»</numerusform>
        <numerusform>%n игрока уровня «Эксперт»</numerusform>
        <numerusform>%n игроков уровня «Эксперт»</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="48" />
      <source>%n hard player(s)</source>
      <translation>
        <numerusform>%n игрок уровня «Трудный»</numerusform>
        <numerusform>%n игрока уровня «Трудный»</numerusform>
        <numerusform>%n игроков уровня «Трудный»</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="52" />
      <source>%n human player(s)</source>
      <translation>
        <numerusform>%n живой игрок</numerusform>
        <numerusform>%n живых игрока</numerusform>
        <numerusform>%n живых игроков</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="46" />
      <source>%n normal player(s)</source>
      <translation>
        <numerusform>%n игрок уровня «Обычный»</numerusform>
        <numerusform>%n игрока уровня «Обычный»</numerusform>
        <numerusform>%n игроков уровня «Обычный»</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="40" />
      <source>%n random player(s)</source>
      <translation>
        <numerusform>%n игрок уровня «Случайно»</numerusform>
        <numerusform>%n игрока уровня «Случайно»</numerusform>
        <numerusform>%n игроков уровня «Случайно»</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_dialog.py" line="379" />
      <source>%n row(s) written to {name}</source>
      <translation>
        <numerusform>%n строка записана в {name}</numerusform>
        <numerusform>%n строки записаны в {name}</numerusform>
        <numerusform>%n строк записано в {name}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/stats_words.py" line="42" />
      <source>%n simple computer player(s)</source>
      <translation>
        <numerusform>%n простой компьютерный игрок</numerusform>
        <numerusform>%n простых компьютерных игрока</numerusform>
        <numerusform>%n простых компьютерных игроков</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="186" />
      <source>&amp;Export CSV…</source>
      <translation>&amp;Экспорт в CSV…</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="145" />
      <source>&amp;From</source>
      <translation>&amp;От</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="144" />
      <source>&amp;Game</source>
      <translation>И&amp;гра</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="144" />
      <source>&amp;Opponents</source>
      <translation>&amp;Соперники</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="144" />
      <source>&amp;Player</source>
      <translation>&amp;Игрок</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="145" />
      <source>&amp;Rules</source>
      <translation>П&amp;равила</translation>
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
        <numerusform>«{game}», соперники — {opponents}: выиграно {won} из %n партии</numerusform>
        <numerusform>«{game}», соперники — {opponents}: выиграно {won} из %n партий</numerusform>
        <numerusform>«{game}», соперники — {opponents}: выиграно {won} из %n партий</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="256" />
      <source>All games</source>
      <translation>Все игры</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="257" />
      <source>All levels</source>
      <translation>Все уровни</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="258" />
      <source>All rules</source>
      <translation>Все правила</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="121" />
      <source>Best
match</source>
      <translation>Лучшая
партия</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="189" />
      <source>C&amp;lear…</source>
      <translation>О&amp;чистить…</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="366" />
      <source>CSV files (*.csv)</source>
      <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="388" />
      <source>Clear the statistics</source>
      <translation>Очистить статистику</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="192" />
      <source>Close</source>
      <translation>Закрыть</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="118" />
      <source>Contracts
made</source>
      <translation>Сыгранные
заказы</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="115" />
      <source>Deals</source>
      <translation>Раздачи</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="115" />
      <source>Deals played (re-deals not counted)</source>
      <translation>Сыгранные раздачи (пересдачи не считаются)</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="118" />
      <source>Deals the player declared, and made</source>
      <translation>Раздачи, где игрок — разыгрывающий: сколько заказов сыграно</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="365" />
      <source>Export the statistics</source>
      <translation>Экспорт статистики</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="387" />
      <source>Forget all statistics, of every game and every player? This cannot be undone.</source>
      <translation>Удалить всю статистику всех игр и всех игроков? Это нельзя отменить.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="385" />
      <source>Forget every finished match of {game}, of every player? This cannot be undone.</source>
      <translation>Удалить все законченные партии игры «{game}» у всех игроков? Это нельзя отменить.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="109" />
      <source>Game</source>
      <translation>Игра</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="30" />
      <source>House rules</source>
      <translation>Домашние правила</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="74" />
      <source>Human</source>
      <translation>Человек</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="329" />
      <source>In this game a lower score is better.</source>
      <translation>В этой игре чем меньше счёт, тем лучше.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="351" />
      <source>Lost on {day}</source>
      <translation>Проиграна {day}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="111" />
      <source>Matches
won</source>
      <translation>Выиграно
партий</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="122" />
      <source>Most points ahead of the best other player</source>
      <translation>Наибольший отрыв в очках от лучшего из остальных игроков</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="124" />
      <source>Most points behind the best other player</source>
      <translation>Наибольшее отставание в очках от лучшего из остальных игроков</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="315" />
      <source>No finished match of {player} fits these filters.</source>
      <translation>Ни одна законченная партия игрока {player} не подходит под эти фильтры.</translation>
    </message>
    <message>
      <source>No finished match of {player} passes these filters.</source>
      <translation type="vanished">Ни одна законченная партия игрока {player} не подходит под эти фильтры.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="76" />
      <source>No finished match to draw</source>
      <translation>Нет законченных партий для графика</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="304" />
      <source>Nothing to show yet. Every finished deal and match is kept from now on: play a match to the end and it is counted here.</source>
      <translation>Пока нечего показать. Отныне сохраняется каждая законченная раздача и партия: доиграй партию до конца, и она будет учтена здесь.</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="110" />
      <source>Opponents</source>
      <translation>Соперники</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="116" />
      <source>Per deal
(mean)</source>
      <translation>За раздачу
(в среднем)</translation>
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
      <translation>Уровни компьютерных игроков</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="120" />
      <source>The most matches won in a row</source>
      <translation>Наибольшее число партий, выигранных подряд</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="117" />
      <source>The player's mean score change per deal</source>
      <translation>Среднее изменение счёта игрока за раздачу</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="113" />
      <source>The share of the matches won, and where the true share lies with 95 % certainty</source>
      <translation>Доля выигранных партий и пределы, в которых истинная доля лежит с вероятностью 95 %</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="403" />
      <source>The statistics could not be cleared: {error}</source>
      <translation>Не удалось очистить статистику: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="376" />
      <source>The statistics could not be exported: {error}</source>
      <translation>Не удалось экспортировать статистику: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="312" />
      <source>The statistics could not be read: {error}</source>
      <translation>Не удалось прочитать статистику: {error}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="112" />
      <source>Win rate
(95 % interval)</source>
      <translation>Доля побед
(интервал 95 %)</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="106" />
      <source>Win rate so far</source>
      <translation>Доля побед на тот момент</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="120" />
      <source>Wins
in a row</source>
      <translation>Побед
подряд</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="351" />
      <source>Won on {day}</source>
      <translation>Выиграна {day}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_dialog.py" line="123" />
      <source>Worst
match</source>
      <translation>Худшая
партия</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="106" />
      <source>lost</source>
      <translation>проиграна</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="62" />
      <location filename="../../gui/stats_words.py" line="77" />
      <source>nobody</source>
      <translation>никого</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="87" />
      <source>too few matches to tell</source>
      <translation>слишком мало партий</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="106" />
      <source>won</source>
      <translation>выиграна</translation>
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
        <numerusform>{player}: выиграно {won} из %n законченной партии</numerusform>
        <numerusform>{player}: выиграно {won} из %n законченных партий</numerusform>
        <numerusform>{player}: выиграно {won} из %n законченных партий</numerusform>
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
      <translation>{some} и {last}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_words.py" line="93" />
      <source>{won} of {matches}</source>
      <translation>{won} из {matches}</translation>
    </message>
    <message>
      <location filename="../../gui/stats_chart.py" line="61" />
      <source>{won} of {matches} won, from {first} to {last}</source>
      <translation>Выиграно {won} из {matches}, с {first} по {last}</translation>
    </message>
  </context>
  <context>
    <name>Summary</name>
    <message>
      <location filename="../../gui/panels/summary.py" line="88" />
      <source>Main menu</source>
      <translation>Главное меню</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="89" />
      <source>New game</source>
      <translation>Новая игра</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="34" />
      <source>Next deal</source>
      <translation>След. раздача</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="90" />
      <source>Rematch</source>
      <translation>Реванш</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="40" />
      <source>Review the deal</source>
      <translation>Просмотреть раздачу</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="38" />
      <location filename="../../gui/panels/summary.py" line="87" />
      <source>Score sheet</source>
      <translation>Запись</translation>
    </message>
    <message>
      <location filename="../../gui/panels/summary.py" line="81" />
      <source>The match is over.</source>
      <translation>Партия окончена.</translation>
    </message>
  </context>
  <context>
    <name>Table</name>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="351" />
      <source> and </source>
      <translation> и </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/mulatschak.py" line="51" />
      <source>%n trick(s)</source>
      <translation>
        <numerusform>%n из 5</numerusform>
        <numerusform>%n из 5</numerusform>
        <numerusform>%n из 5</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/mulatschak.py" line="350" />
      <source>%n whiteout(s)</source>
      <translation>
        <numerusform>%n пустышка</numerusform>
        <numerusform>%n пустышки</numerusform>
        <numerusform>%n пустышек</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="348" />
      <source>(blind: counts double)</source>
      <translation>(втёмную: идёт вдвойне)</translation>
    </message>
    <message>
      <source>1 trick</source>
      <translation type="vanished">1 взятка</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="66" />
      <source>A new trump is turned: {card}</source>
      <translation>Открыт новый козырь: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="315" />
      <source>A trump: take it on top, and another card is dealt here while your hand is short.</source>
      <translation>Козырь: возьми его сверху, и сюда сдаётся ещё одна карта, пока у тебя не хватает карт.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="312" />
      <source>A trump: take it on top, and another card is dealt here; or take it for your card, which goes out of play, and go on to the next place.</source>
      <translation>Козырь: возьми его сверху, и сюда сдаётся ещё одна карта; или возьми его вместо своей карты, которая выходит из игры, и переходи к следующему месту.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="28" />
      <source>Aces</source>
      <translation>Тузы</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="145" />
      <source>After Muss everybody defends: Idem</source>
      <translation>После Muss защищаются все: Idem</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="75" />
      <source>Against General Rams: {n}</source>
      <translation>Против General Rams: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/schnalzen.py" line="36" />
      <source>All five tricks: {n}</source>
      <translation>Все пять взяток: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/schnalzen.py" line="37" />
      <source>Another took all five tricks: {n}</source>
      <translation>Другой взял все пять взяток: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="124" />
      <source>Before you look: Raub?</source>
      <translation>Не глядя в карты: Raub?</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="78" />
      <source>Bid {value}</source>
      <translation>Ставка {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="106" />
      <source>Call General Rams?</source>
      <translation>Объявить General Rams?</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="207" />
      <source>Click the card you lay away for it, or keep your hand.</source>
      <translation>Щёлкни по карте, которую сносишь взамен, или оставь свою руку.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="228" />
      <source>Click the cards to lay out, then confirm.</source>
      <translation>Щёлкни по картам, которые выкладываешь, затем подтверди.</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="350" />
      <source>Click the cards you lay away, then confirm. Enter confirms too.</source>
      <translation>Щёлкни по картам, которые сносишь, затем подтверди. Enter тоже подтверждает.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="262" />
      <source>Click them in the order of their places: each shows its number, 1 for the first place. Then confirm; a card is dealt face up in front of each, and place by place you keep the better one.</source>
      <translation>Щёлкай по ним в порядке их мест: на каждой появится номер, 1 — первое место. Затем подтверди; перед каждой открыто сдаётся карта, и по каждому месту ты оставляешь лучшую.</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="346" />
      <source>Contract: {value} ({name})</source>
      <translation>Заказ: {value} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="108" />
      <source>Deal</source>
      <translation>Сдать</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="226" />
      <location filename="../../gui/games/generic.py" line="202" />
      <source>Deal {n}</source>
      <translation>Раздача {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="438" />
      <source>Deal {n}: {name} deals</source>
      <translation>Раздача {n}: сдаёт {name}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="292" />
      <source>Declare the marriage</source>
      <translation>Объявить марьяж</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="291" />
      <source>Declare the marriage in {suit}?</source>
      <translation>Объявить марьяж {suit}?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="366" />
      <source>Declarer short of his bid of {n}</source>
      <translation>Разыгрывающему не хватило до заявки {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="166" />
      <source>Declarer short of his tricks</source>
      <translation>Разыгрывающему не хватило взяток</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/raub.py" line="87" />
      <source>Declarer: {name}, %n trick(s)</source>
      <translation>
        <numerusform>Разыгрывающий: {name}, %n взятка</numerusform>
        <numerusform>Разыгрывающий: {name}, %n взятки</numerusform>
        <numerusform>Разыгрывающий: {name}, %n взяток</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="116" />
      <location filename="../../gui/games/mulatschak.py" line="188" />
      <source>Declarer: {name}, {bid}</source>
      <translation>Разыгрывающий: {name}, {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="86" />
      <source>Double</source>
      <translation>Удвоить</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="365" />
      <source>Double the deal?</source>
      <translation>Удвоить раздачу?</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="280" />
      <source>Drag the card onto the pile to discard it.</source>
      <translation>Перетащи карту на стопку, чтобы снести её.</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="275" />
      <source>Drag the card onto the player who should get it.</source>
      <translation>Перетащи карту на игрока, который должен её получить.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="140" />
      <source>Draw from the stock: lay away the cards you change</source>
      <translation>Добор из колоды: отложи карты, которые меняешь</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="122" />
      <location filename="../../gui/games/text.py" line="82" />
      <source>Drop out</source>
      <translation>Выйти</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="234" />
      <source>Drops</source>
      <translation>Выходит</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="60" />
      <source>Exchange %n card(s)</source>
      <translation>
        <numerusform>Обменять %n карту</numerusform>
        <numerusform>Обменять %n карты</numerusform>
        <numerusform>Обменять %n карт</numerusform>
      </translation>
    </message>
    <message>
      <source>Exchange 1 card</source>
      <translation type="vanished">Обменять 1 карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="346" />
      <source>Exchange cards with the talon</source>
      <translation>Обменять карты с прикупом</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="261" />
      <source>Exchange on sight: lay out the cards you would change</source>
      <translation>Обмен в открытую: выложи карты, которые хочешь поменять</translation>
    </message>
    <message>
      <location filename="../../gui/games/zwanzig.py" line="36" />
      <source>Exchange up to three cards with the stock</source>
      <translation>Обменять до трёх карт из колоды</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="65" />
      <source>Exchange up to three cards with the talon</source>
      <translation>Обменять до трёх карт из прикупа</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="64" />
      <source>Exchange up to two cards with the talon</source>
      <translation>Обменять до двух карт из прикупа</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="327" />
      <source>Exchange with the stock: lay away the cards you change</source>
      <translation>Обмен с колодой: отложи карты, которые меняешь</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="92" />
      <source>Exchange {n}</source>
      <translation>Обменять {n}</translation>
    </message>
    <message>
      <source>Exchange {n} cards</source>
      <translation type="vanished">Обменять карт: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="88" />
      <source>Fewer than two play: the deal is not played</source>
      <translation>Играют меньше двух: раздача не играется</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="85" />
      <source>From</source>
      <translation>От</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="130" />
      <source>From {start} down to 0</source>
      <translation>От {start} вниз до 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="27" />
      <source>General Rams</source>
      <translation>General Rams</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="75" />
      <source>General Rams lost: {n}</source>
      <translation>General Rams проигран: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="71" />
      <source>General Rams made by another: {n}</source>
      <translation>General Rams сделал другой: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="71" />
      <source>General Rams made: {n}</source>
      <translation>General Rams сделан: {n}</translation>
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
      <translation>Высшая ставка: {bid} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="332" />
      <source>High bid: {value} ({name})</source>
      <translation>Высшая ставка: {value} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="239" />
      <source>Hold</source>
      <translation>Держу</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="295" />
      <source>Hold: you take the bid of {bid} yourself.</source>
      <translation>Держу: ставка {bid} переходит к тебе.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="46" />
      <location filename="../../gui/games/raub.py" line="113" />
      <source>I lead</source>
      <translation>Хожу</translation>
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
      <translation>Idem или Nejdem: защищаешься против разыгрывающего?</translation>
    </message>
    <message>
      <location filename="../../gui/games/schnalzen.py" line="45" />
      <source>Joker (WELI)</source>
      <translation>Джокер (WELI)</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="292" />
      <source>Just play the card</source>
      <translation>Просто сыграть карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="242" />
      <source>Keep mine</source>
      <translation>Оставить свою</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="59" />
      <location filename="../../gui/games/text.py" line="91" />
      <source>Keep my cards</source>
      <translation>Оставить мои карты</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="265" />
      <location filename="../../gui/games/rams_family.py" line="209" />
      <source>Keep my hand</source>
      <translation>Оставить мою руку</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="250" />
      <source>Keep your cards</source>
      <translation>Оставь свои карты</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="27" />
      <source>Kings</source>
      <translation>Короли</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="251" />
      <source>Lay out {cards}</source>
      <translation>Выложить {cards}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="265" />
      <source>Lay out {n}</source>
      <translation>Выложить {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="203" />
      <source>Leave it</source>
      <translation>Не брать</translation>
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
      <translation>Mulatschak не сделан</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="363" />
      <source>Mulatschak made</source>
      <translation>Mulatschak сделан</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="297" />
      <source>Mulatschak: all five tricks without exchanging.</source>
      <translation>Mulatschak: все пять взяток без обмена.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="110" />
      <source>Muss</source>
      <translation>Muss</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="130" />
      <source>Muss becomes possible once a player is at 9 or lower.</source>
      <translation>Muss возможен, как только у кого-то 9 или меньше.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="123" />
      <source>Muss makes you declarer without seeing a card; nobody may drop.</source>
      <translation>С Muss ты становишься разыгрывающим, не глядя в карты; выйти никто не может.</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="55" />
      <source>Mönch</source>
      <translation>Mönch</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="363" />
      <source>Name the trump suit</source>
      <translation>Назови козырь</translation>
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
      <translation>Новый козырь</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="105" />
      <location filename="../../gui/games/raub.py" line="135" />
      <source>No</source>
      <translation>Нет</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="353" />
      <source>No card is left to draw: confirm to keep your cards.</source>
      <translation>Добирать больше нечего: подтверди, чтобы оставить свои карты.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="268" />
      <source>No king, ober or unter: throw in a whiteout?</source>
      <translation>Ни короля, ни обера, ни унтера: сбросить пустышку?</translation>
    </message>
    <message>
      <location filename="../../gui/games/marriage_notice.py" line="39" />
      <source>No marriage yet: you may declare one only once you have taken a trick.</source>
      <translation>Марьяжа пока нет: объявить его можно, только взяв хотя бы одну взятку.</translation>
    </message>
    <message>
      <location filename="../../gui/table/decor.py" line="291" />
      <source>No trump</source>
      <translation>Без козыря</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="53" />
      <source>No trumps</source>
      <translation>Без козыря</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="26" />
      <source>Obers</source>
      <translation>Оберы</translation>
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
      <translation>Передать сдачу</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="308" />
      <source>Place {p} of {k}: the {up} or your {mine}?</source>
      <translation>Место {p} из {k}: взять {up} или оставить {mine}?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="243" />
      <location filename="../../gui/games/text.py" line="80" />
      <source>Play</source>
      <translation>Играть</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="267" />
      <source>Play on</source>
      <translation>Играть дальше</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="361" />
      <location filename="../../gui/games/rams_family.py" line="124" />
      <source>Play this deal or drop out?</source>
      <translation>Играть эту раздачу или выйти?</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="31" />
      <source>Play this deal or pass?</source>
      <translation>Играть эту раздачу или пас?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="175" />
      <location filename="../../gui/games/schnalzen.py" line="27" />
      <source>Play this deal or stay at home?</source>
      <translation>Играть эту раздачу или остаться дома?</translation>
    </message>
    <message>
      <source>Play this deal or {choice}?</source>
      <translation type="vanished">Играть эту раздачу или {choice}?</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="116" />
      <source>Play with your hand or take the widow?</source>
      <translation>Играть своей рукой или взять вдову?</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="115" />
      <source>Play, take the widow or drop out?</source>
      <translation>Играть, взять вдову или выйти?</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="233" />
      <source>Plays</source>
      <translation>Играет</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="270" />
      <source>Put the card in the middle of the table to play it.</source>
      <translation>Положи карту в центр стола, чтобы сыграть её.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="111" />
      <source>Raub</source>
      <translation>Raub</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="125" />
      <source>Raub: you are declarer and need two tricks (Stih on a seven: one).</source>
      <translation>Raub: ты разыгрывающий, нужно две взятки (Stih на семёрке — одна).</translation>
    </message>
    <message>
      <location filename="../../gui/games/text.py" line="88" />
      <source>Redouble</source>
      <translation>Переудвоить</translation>
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
      <translation>Refa: карты бросаются; следующая засчитанная раздача идёт вдвойне</translation>
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
      <translation>Остаться дома</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="100" />
      <source>Stays at home</source>
      <translation>Дома</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="112" />
      <source>Stih</source>
      <translation>Stih</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="48" />
      <source>Strikers: the {rank}</source>
      <translation>Ударные: {rank}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="240" />
      <location filename="../../gui/games/rams_family.py" line="180" />
      <source>Take it</source>
      <translation>Взять</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="241" />
      <source>Take it for mine</source>
      <translation>Взять вместо моей</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="318" />
      <source>Take it on top</source>
      <translation>Взять сверху</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="187" />
      <source>Take the trump card for {card}</source>
      <translation>Взять козырную карту вместо {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="206" />
      <source>Take the trump card, the {card}?</source>
      <translation>Взять козырную карту ({card})?</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="97" />
      <source>Take the widow</source>
      <translation>Взять вдову</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="54" />
      <source>The bottom card of the cut is the {card}</source>
      <translation>Нижняя карта снятой колоды: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="201" />
      <source>The bottom card of the cut is the {card}. Take it?</source>
      <translation>Нижняя карта снятой колоды: {card}. Взять её?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="317" />
      <source>The card you do not take goes out of play.</source>
      <translation>Карта, которую ты не берёшь, выходит из игры.</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="126" />
      <source>The declarer must take two of the four tricks.</source>
      <translation>Разыгрывающий должен взять две взятки из четырёх.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="361" />
      <source>The declarer's Mulatschak failed</source>
      <translation>Mulatschak разыгрывающего не сделан</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="66" />
      <source>The first suit keeps the turned-up trumps; another shows that you hold the Mönch.</source>
      <translation>Первая масть оставляет открытые козыри; другая показывает, что у тебя Mönch.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="293" />
      <source>The highest bidder names trumps and exchanges on sight; short of the bid: 10 on.</source>
      <translation>Сделавший высшую ставку называет козырь и меняет в открытую; при недоборе — плюс 10.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="270" />
      <source>The same dealer deals again and the next scored deal counts double.</source>
      <translation>Тот же сдающий сдаёт снова, а следующая засчитанная раздача идёт вдвойне.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/rams.py" line="123" />
      <source>The widow replaces your whole hand unseen: your cards are laid away, you take its %n card(s) without looking at them first, and you play.</source>
      <translation>
        <numerusform>Вдова заменяет всю твою руку не глядя: твои карты откладываются, ты берёшь её %n карту, не посмотрев её, и играешь.</numerusform>
        <numerusform>Вдова заменяет всю твою руку не глядя: твои карты откладываются, ты берёшь её %n карты, не посмотрев их, и играешь.</numerusform>
        <numerusform>Вдова заменяет всю твою руку не глядя: твои карты откладываются, ты берёшь её %n карт, не посмотрев их, и играешь.</numerusform>
      </translation>
    </message>
    <message>
      <source>The widow replaces your whole hand unseen: your cards are laid away, you take its {n} cards without looking at them first, and you play.</source>
      <translation type="vanished">Вдова заменяет всю твою руку не глядя: твои карты откладываются, ты берёшь её карты ({n}), не посмотрев их, и играешь.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/rams_family.py" line="216" />
      <source>The {talon} has %n card(s) left.</source>
      <translation>
        <numerusform>{talon}: осталась %n карта.</numerusform>
        <numerusform>{talon}: осталось %n карты.</numerusform>
        <numerusform>{talon}: осталось %n карт.</numerusform>
      </translation>
    </message>
    <message>
      <source>The {talon} has 1 card left.</source>
      <translation type="vanished">{talon}: осталась 1 карта.</translation>
    </message>
    <message>
      <source>The {talon} has {n} cards left.</source>
      <translation type="vanished">{talon}: осталось карт — {n}.</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="135" />
      <source>This deal counts ×{m}</source>
      <translation>Раздача идёт ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="282" />
      <source>This is not the moment to play a card.</source>
      <translation>Сейчас не время ходить.</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="60" />
      <source>To exactly 0: a total that would go below 0 bounces back up by the excess</source>
      <translation>Ровно до 0: сумма ниже 0 отскакивает вверх на излишек</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="86" />
      <source>Tokens: from {n} down to 0</source>
      <translation>Фишки: с {n} вниз до 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="47" />
      <source>Took it</source>
      <translation>Беру</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="29" />
      <source>Took the widow</source>
      <translation>Беру вдову</translation>
    </message>
    <message>
      <location filename="../../gui/deal_review.py" line="270" />
      <location filename="../../gui/games/generic.py" line="205" />
      <source>Trick {n} of {total}</source>
      <translation>Взятка {n} из {total}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="323" />
      <location filename="../../gui/games/generic.py" line="445" />
      <source>Turned up: {card}</source>
      <translation>Открыта: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="25" />
      <source>Unters</source>
      <translation>Унтеры</translation>
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
      <translation>Пустышка</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="338" />
      <source>Whiteout: next deal ×{m}</source>
      <translation>Пустышка: следующая раздача ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="194" />
      <source>Whiteout: the next scored deal counts ×{m}</source>
      <translation>Пустышка: следующая засчитанная раздача идёт ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="88" />
      <source>Whiteout: you throw the cards in; the next scored deal counts ×{m}</source>
      <translation>Пустышка: ты бросаешь карты; следующая засчитанная раздача идёт ×{m}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/rams.py" line="88" />
      <source>Widow: %n card(s) face down</source>
      <translation>
        <numerusform>Вдова: %n карта рубашкой вверх</numerusform>
        <numerusform>Вдова: %n карты рубашкой вверх</numerusform>
        <numerusform>Вдова: %n карт рубашкой вверх</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="126" />
      <source>Will you lead?</source>
      <translation>Пойдёшь первым?</translation>
    </message>
    <message>
      <location filename="../../gui/games/zwanzig.py" line="26" />
      <source>You announce: name the trump suit</source>
      <translation>Ты объявляешь: назови козырь</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="117" />
      <source>You are declarer: {bid}</source>
      <translation>Ты разыгрываешь: {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="99" />
      <source>You bid Mulatschak: all five tricks</source>
      <translation>Ты заявляешь Mulatschak: все пять взяток</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="36" />
      <source>You call General Rams: take all five tricks</source>
      <translation>Ты объявляешь General Rams: возьми все пять взяток</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="129" />
      <source>You deal: deal, or pass the deal (a Refa)?</source>
      <translation>Ты сдаёшь: сдать или передать сдачу (Refa)?</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="122" />
      <source>You deal: deal, pass the deal (a Refa), or say Muss?</source>
      <translation>Ты сдаёшь: сдать, передать сдачу (Refa) или сказать Muss?</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="447" />
      <source>You declare the marriage in {suit}: +{points}</source>
      <translation>Ты объявляешь марьяж {suit}: +{points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="388" />
      <source>You double: the deal counts ×{factor}</source>
      <translation>Ты удваиваешь: раздача идёт ×{factor}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="358" />
      <source>You drop out of this deal</source>
      <translation>Ты выходишь из этой раздачи</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/choreography.py" line="411" />
      <source>You exchange %n card(s)</source>
      <translation>
        <numerusform>Ты меняешь %n карту</numerusform>
        <numerusform>Ты меняешь %n карты</numerusform>
        <numerusform>Ты меняешь %n карт</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="409" />
      <source>You exchange one card</source>
      <translation>Ты меняешь одну карту</translation>
    </message>
    <message>
      <source>You exchange {n} cards</source>
      <translation type="vanished">Ты меняешь карт: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="232" />
      <source>You exchanged, so you play this deal</source>
      <translation>Карты обменяны, значит, ты играешь эту раздачу</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="424" />
      <source>You give a card to {receiver}</source>
      <translation>Ты отдаёшь карту игроку {receiver}</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="44" />
      <source>You hold a Fliege: five of a suit win the deal</source>
      <translation>У тебя Fliege: пять карт одной масти выигрывают раздачу</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="61" />
      <source>You hold the Mönch: name the trump suit</source>
      <translation>У тебя Mönch: назови козырь</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="108" />
      <source>You hold: {bid}</source>
      <translation>Ты держишь: {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="165" />
      <source>You keep your card</source>
      <translation>Ты оставляешь свою карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="396" />
      <source>You keep your cards</source>
      <translation>Ты оставляешь свои карты</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="125" />
      <source>You keep your hand</source>
      <translation>Ты оставляешь свою руку</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="135" />
      <source>You lay out {n} to exchange on sight</source>
      <translation>Ты выкладываешь {n} для обмена в открытую</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="354" />
      <source>You may change 1 card.</source>
      <translation>Можно поменять 1 карту.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="354" />
      <source>You may change up to %n card(s).</source>
      <translation>
        <numerusform>Можно поменять до %n карты.</numerusform>
        <numerusform>Можно поменять до %n карт.</numerusform>
        <numerusform>Можно поменять до %n карт.</numerusform>
      </translation>
    </message>
    <message>
      <source>You may change up to {n} cards.</source>
      <translation type="vanished">Можно поменять до {n} карт.</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="108" />
      <source>You must then take all five tricks; everybody plays.</source>
      <translation>Тогда нужно взять все пять взяток; играют все.</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="380" />
      <source>You name {suit} as trumps</source>
      <translation>Ты называешь козырем {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="323" />
      <source>You play this deal</source>
      <translation>Ты играешь эту раздачу</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="378" />
      <source>You play without trumps</source>
      <translation>Ты играешь без козыря</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="347" />
      <source>You play {value}</source>
      <translation>Ты играешь {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="60" />
      <source>You played the Mönch: name the trumps from the next trick on</source>
      <translation>Mönch сыгран: назови козырь, начиная со следующей взятки</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="38" />
      <source>You say Nejdem</source>
      <translation>Ты говоришь Nejdem</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="96" />
      <source>You stay at home</source>
      <translation>Ты остаёшься дома</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="67" />
      <source>You take the cut card</source>
      <translation>Ты берёшь снятую карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="81" />
      <source>You take the trump card, the {card}</source>
      <translation>Ты берёшь козырную карту: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="55" />
      <source>You take the widow</source>
      <translation>Ты берёшь вдову</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="157" />
      <source>You take the {card}</source>
      <translation>Ты берёшь {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="202" />
      <source>You then get one card fewer in the first packet and may not exchange.</source>
      <translation>Тогда в первой пачке ты получаешь на одну карту меньше и не можешь меняться.</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="407" />
      <source>You took the trick</source>
      <translation>Взятка твоя</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="404" />
      <source>You took the trick: %n point(s)</source>
      <translation>
        <numerusform>Взятка твоя (очков: %n)</numerusform>
        <numerusform>Взятка твоя (очков: %n)</numerusform>
        <numerusform>Взятка твоя (очков: %n)</numerusform>
      </translation>
    </message>
    <message>
      <source>You took the trick: {points} points</source>
      <translation type="vanished">Взятка твоя (очков: {points})</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="367" />
      <source>Your bid</source>
      <translation>Твоя ставка</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="284" />
      <source>Your bid: how many tricks will you take?</source>
      <translation>Твоя ставка: сколько взяток возьмёшь?</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="281" />
      <source>Your bid: {name} bid {bid}</source>
      <translation>Твоя ставка: {name} — {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="368" />
      <source>Your choice</source>
      <translation>Твой выбор</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="317" />
      <source>Your tricks: {won}</source>
      <translation>Твои взятки: {won}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="316" />
      <source>Your tricks: {won} ({needs} needed)</source>
      <translation>Твои взятки: {won} (нужно {needs})</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="176" />
      <location filename="../../gui/games/rams_family.py" line="98" />
      <location filename="../../gui/games/schnalzen.py" line="28" />
      <source>at home</source>
      <translation>дома</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="159" />
      <source>card</source>
      <translation>карта</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="341" />
      <source>declarer: one off a trick when he makes his bid, else 10 on; Mulatschak: 10 off, or 10 on and 10 off for the others; the others: one off a trick, else 5 on; at home: 1 on</source>
      <translation>разыгрывающий: минус один за взятку, если сделал заявку, иначе плюс 10; Mulatschak: минус 10, или плюс 10 и минус 10 остальным; остальные: минус один за взятку, иначе плюс 5; дома: плюс 1</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="156" />
      <source>declarer: one off a trick when he takes his tricks, else 4 on; a defender: one off a trick, else 2 on; Nejdem: nothing</source>
      <translation>разыгрывающий: минус один за взятку, если взял свои взятки, иначе плюс 4; защитник: минус один за взятку, иначе плюс 2; Nejdem: ничего</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="45" />
      <source>down to 0</source>
      <translation>вниз до 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="360" />
      <location filename="../../gui/games/generic.py" line="179" />
      <location filename="../../gui/games/rams_family.py" line="125" />
      <source>dropped out</source>
      <translation>вне раздачи</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="22" />
      <source>eights</source>
      <translation>восьмёрки</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="226" />
      <source>golden round</source>
      <translation>золотой круг</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="82" />
      <source>hold {n}</source>
      <translation>держу {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="27" />
      <source>leads</source>
      <translation>ходит первым</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="23" />
      <source>nines</source>
      <translation>девятки</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="32" />
      <source>passed</source>
      <translation>пас</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="436" />
      <source>pile</source>
      <translation>стопка</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="30" />
      <source>says Muss</source>
      <translation>говорит Muss</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="28" />
      <source>says Raub</source>
      <translation>говорит Raub</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="29" />
      <source>says Stih</source>
      <translation>говорит Stih</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="21" />
      <source>sevens</source>
      <translation>семёрки</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="20" />
      <source>sixes</source>
      <translation>шестёрки</translation>
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
      <translation>ударная</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="126" />
      <source>talon</source>
      <translation>прикуп</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="24" />
      <source>tens</source>
      <translation>десятки</translation>
    </message>
    <message>
      <location filename="../../gui/games/bohemian_watten.py" line="45" />
      <source>to exactly 0</source>
      <translation>ровно до 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="268" />
      <location filename="../../gui/games/generic.py" line="187" />
      <source>trump</source>
      <translation>козырь</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="317" />
      <location filename="../../gui/games/generic.py" line="199" />
      <location filename="../../gui/games/rams_family.py" line="158" />
      <source>trump card</source>
      <translation>козырная карта</translation>
    </message>
    <message>
      <location filename="../../gui/table/decor.py" line="40" />
      <source>turned up: {card}</source>
      <translation>открыта: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="350" />
      <source>whiteout</source>
      <translation>пустышка</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="82" />
      <source>widow</source>
      <translation>вдова</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="171" />
      <source>with {names}</source>
      <translation>с {names}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="225" />
      <source>{choice} costs {n} at once.</source>
      <translation>{choice} сразу стоит {n}.</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="428" />
      <location filename="../../gui/games/generic.py" line="453" />
      <source>{giver} gives a card to {receiver}</source>
      <translation>{giver} отдаёт карту игроку {receiver}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="426" />
      <source>{giver} gives you a card</source>
      <translation>{giver} отдаёт тебе карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/zwanzig.py" line="31" />
      <source>{hearts} count double; with {diamonds} trumps nobody may drop.</source>
      <translation>{hearts} идут вдвойне; при козыре {diamonds} выйти никто не может.</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="99" />
      <source>{name} bids Mulatschak!</source>
      <translation>{name} заявляет Mulatschak!</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="375" />
      <source>{name} bids {bid}</source>
      <translation>{name} заявляет {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="421" />
      <source>{name} bids {value}</source>
      <translation>{name} заявляет {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="129" />
      <source>{name} calls General Rams</source>
      <translation>{name} объявляет General Rams</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="37" />
      <source>{name} calls General Rams: everybody plays</source>
      <translation>{name} объявляет General Rams: играют все</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="442" />
      <source>{name} declares the marriage in {suit} ({points})</source>
      <translation>{name} объявляет марьяж {suit} ({points})</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="448" />
      <source>{name} declares the marriage in {suit}: +{points}</source>
      <translation>{name} объявляет марьяж {suit}: +{points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="389" />
      <location filename="../../gui/games/generic.py" line="434" />
      <source>{name} doubles: the deal counts ×{factor}</source>
      <translation>{name} удваивает: раздача идёт ×{factor}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="359" />
      <source>{name} drops out</source>
      <translation>{name} выходит</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/choreography.py" line="412" />
      <source>{name} exchanges %n card(s)</source>
      <translation>
        <numerusform>{name} меняет %n карту</numerusform>
        <numerusform>{name} меняет %n карты</numerusform>
        <numerusform>{name} меняет %n карт</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="409" />
      <source>{name} exchanges one card</source>
      <translation>{name} меняет одну карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="451" />
      <source>{name} exchanges {n} cards</source>
      <translation>{name} меняет карт: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="373" />
      <source>{name} holds {n}</source>
      <translation>{name} держит {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="108" />
      <source>{name} holds: {bid}</source>
      <translation>{name} держит: {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="117" />
      <source>{name} is declarer: {bid}</source>
      <translation>{name} разыгрывает: {bid}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="55" />
      <source>{name} is shown the bottom card of the cut: the {card}</source>
      <translation>{name} видит нижнюю карту снятой колоды: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="165" />
      <source>{name} keeps his own card</source>
      <translation>{name} оставляет свою карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="396" />
      <location filename="../../gui/games/generic.py" line="450" />
      <source>{name} keeps the cards</source>
      <translation>{name} оставляет карты</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="125" />
      <source>{name} keeps the hand</source>
      <translation>{name} оставляет руку</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="136" />
      <source>{name} lays out {n} to exchange on sight</source>
      <translation>{name} выкладывает {n} для обмена в открытую</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="58" />
      <source>{name} looks at the bottom card of the cut</source>
      <translation>{name} смотрит нижнюю карту снятой колоды</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="457" />
      <source>{name} names trumps: {suit}</source>
      <translation>{name} называет козырь: {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="380" />
      <source>{name} names {suit} as trumps</source>
      <translation>{name} называет козырем {suit}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="423" />
      <source>{name} passes</source>
      <translation>{name} пасует</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="378" />
      <source>{name} plays without trumps</source>
      <translation>{name} играет без козыря</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="440" />
      <source>{name} plays {card}</source>
      <translation>{name} играет {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="413" />
      <source>{name} plays {card} and declares the marriage ({points})</source>
      <translation>{name} ходит с {card} и объявляет марьяж ({points})</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="347" />
      <location filename="../../gui/games/generic.py" line="436" />
      <source>{name} plays {value}</source>
      <translation>{name} играет {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/raub.py" line="39" />
      <source>{name} says Nejdem</source>
      <translation>{name} говорит Nejdem</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="71" />
      <source>{name} shows a Fliege</source>
      <translation>{name} показывает Fliege</translation>
    </message>
    <message>
      <location filename="../../gui/games/ramsen.py" line="45" />
      <source>{name} shows a Fliege: five of a suit win the deal</source>
      <translation>{name} показывает Fliege: пять карт одной масти выигрывают раздачу</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="97" />
      <source>{name} stays at home</source>
      <translation>{name} остаётся дома</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="67" />
      <location filename="../../gui/games/rams_family.py" line="295" />
      <source>{name} takes the cut card</source>
      <translation>{name} берёт снятую карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="428" />
      <source>{name} takes the trick</source>
      <translation>{name} берёт взятку</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="426" />
      <source>{name} takes the trick (%n point(s))</source>
      <translation>
        <numerusform>{name} берёт взятку (очков: %n)</numerusform>
        <numerusform>{name} берёт взятку (очков: %n)</numerusform>
        <numerusform>{name} берёт взятку (очков: %n)</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} takes the trick ({points} points)</source>
      <translation type="vanished">{name} берёт взятку (очков: {points})</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="293" />
      <source>{name} takes the trump card</source>
      <translation>{name} берёт козырную карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams_family.py" line="82" />
      <source>{name} takes the trump card, the {card}</source>
      <translation>{name} берёт козырную карту: {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/rams.py" line="55" />
      <location filename="../../gui/games/rams.py" line="131" />
      <source>{name} takes the widow</source>
      <translation>{name} берёт вдову</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="157" />
      <source>{name} takes the {card}</source>
      <translation>{name} берёт {card}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="408" />
      <source>{name} took the trick</source>
      <translation>Взятка досталась игроку {name}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/generic.py" line="405" />
      <source>{name} took the trick: %n point(s)</source>
      <translation>
        <numerusform>Взятка досталась игроку {name} (очков: %n)</numerusform>
        <numerusform>Взятка досталась игроку {name} (очков: %n)</numerusform>
        <numerusform>Взятка досталась игроку {name} (очков: %n)</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} took the trick: {points} points</source>
      <translation type="vanished">Взятка досталась игроку {name} (очков: {points})</translation>
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
        <numerusform>{name} {how}: нужно взять %n взятку</numerusform>
        <numerusform>{name} {how}: нужно взять %n взятки</numerusform>
        <numerusform>{name} {how}: нужно взять %n взяток</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="371" />
      <source>{name}: whiteout</source>
      <translation>{name}: пустышка</translation>
    </message>
    <message>
      <location filename="../../gui/games/mulatschak.py" line="89" />
      <source>{name}: whiteout! The cards are thrown in; the next scored deal counts ×{m}</source>
      <translation>{name}: пустышка! Карты бросаются; следующая засчитанная раздача идёт ×{m}</translation>
    </message>
    <message>
      <location filename="../../gui/games/generic.py" line="432" />
      <source>{name}: {word}</source>
      <translation>{name}: {word}</translation>
    </message>
    <message>
      <source>{n} tricks</source>
      <translation type="vanished">{n} из 5</translation>
    </message>
    <message>
      <source>{n} whiteouts</source>
      <translation type="vanished">{n} пустышки</translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="457" />
      <location filename="../../gui/games/generic.py" line="447" />
      <source>{suit} is trump</source>
      <translation>Козырь: {suit}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/rams_family.py" line="132" />
      <source>{talon}: %n card(s)</source>
      <translation>
        <numerusform>{talon}: %n карта</numerusform>
        <numerusform>{talon}: %n карты</numerusform>
        <numerusform>{talon}: %n карт</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../gui/games/choreography.py" line="230" />
      <source>{value} blind</source>
      <translation>{value} втёмную</translation>
    </message>
  </context>
  <context>
    <name>TakenPile</name>
    <message numerus="yes">
      <location filename="../../gui/table/seat_plate.py" line="229" />
      <source>%n trick(s) taken</source>
      <translation>
        <numerusform>Взята %n взятка</numerusform>
        <numerusform>Взято %n взятки</numerusform>
        <numerusform>Взято %n взяток</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Thousand</name>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="188" />
      <source>A nine at the bottom three times: you lose {points}</source>
      <translation>Девятка снизу в третий раз: ты теряешь {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="189" />
      <source>A nine at the bottom three times: {name} loses {points}</source>
      <translation>Девятка снизу в третий раз: {name} теряет {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="176" />
      <source>A nine at the bottom: you cut again</source>
      <translation>Девятка снизу: ты снимаешь ещё раз</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="177" />
      <source>A nine at the bottom: {name} cuts again</source>
      <translation>Девятка снизу: {name} снимает ещё раз</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="167" />
      <source>Aces {points}</source>
      <translation>Тузы {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="149" />
      <location filename="../../gui/games/thousand_view.py" line="248" />
      <source>Contract: {value} ({name})</source>
      <translation>Заказ: {value} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="139" />
      <source>Deal {n}</source>
      <translation>Раздача {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="106" />
      <source>Declare the Aces</source>
      <translation>Объявить тузы</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="105" />
      <source>Declare the four Aces as a marriage (+{points})?</source>
      <translation>Объявить четырёх тузов как марьяж (+{points})?</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="115" />
      <source>Declare the marriage</source>
      <translation>Объявить марьяж</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="113" />
      <source>Declare the marriage in {suit} (+{points}) and make {suit} trump?</source>
      <translation>Объявить марьяж {suit} (+{points}) и сделать козырем {suit}?</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="145" />
      <source>High bid: {value} ({name})</source>
      <translation>Высшая ставка: {value} ({name})</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="106" />
      <location filename="../../gui/games/thousand.py" line="115" />
      <source>Just play the card</source>
      <translation>Просто сыграть карту</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="41" />
      <source>Marriages: {values},</source>
      <translation>Марьяжи: {values},</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="74" />
      <location filename="../../gui/games/thousand_view.py" line="171" />
      <location filename="../../gui/games/thousand_view.py" line="257" />
      <source>No trump</source>
      <translation>Без козыря</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="147" />
      <source>Opening bid: 100</source>
      <translation>Торговля начинается со 100</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="62" />
      <source>Pass</source>
      <translation>Пас</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="152" />
      <source>Trick {n} of {total}</source>
      <translation>Взятка {n} из {total}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="270" />
      <source>You concede the deal</source>
      <translation>Ты расписываешь раздачу</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="263" />
      <source>You declare the four Aces: +{points}</source>
      <translation>Ты объявляешь четырёх тузов: +{points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="200" />
      <source>You demand a new deal: {reason}</source>
      <translation>Ты требуешь пересдачи: {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="255" />
      <source>You play for {value}</source>
      <translation>Ты играешь {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="252" />
      <source>You raise the contract to {value}</source>
      <translation>Ты повышаешь заказ до {value}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/thousand_view.py" line="278" />
      <source>You take the pile: %n point(s)</source>
      <translation>
        <numerusform>Ты забираешь снос (очков: %n)</numerusform>
        <numerusform>Ты забираешь снос (очков: %n)</numerusform>
        <numerusform>Ты забираешь снос (очков: %n)</numerusform>
      </translation>
    </message>
    <message>
      <source>You take the pile: {points} points</source>
      <translation type="vanished">Ты забираешь снос (очков: {points})</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="145" />
      <source>Your points: {points}</source>
      <translation>Твои очки: {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="144" />
      <source>Your points: {points} of {contract}</source>
      <translation>Твои очки: {points} из {contract}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="46" />
      <source>barrel {n}/3</source>
      <translation>бочка {n}/3</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="48" />
      <source>bolts {n}</source>
      <translation>болтов: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand.py" line="39" />
      <source>four Aces {value}</source>
      <translation>четыре туза {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="285" />
      <source>four nines</source>
      <translation>четыре девятки</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="287" />
      <source>four nines after giving</source>
      <translation>четыре девятки после передачи карт</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="141" />
      <source>golden round</source>
      <translation>золотой круг</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="286" />
      <source>nines in the stock</source>
      <translation>девятки в прикупе</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="135" />
      <source>pile</source>
      <translation>снос</translation>
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
      <translation>козырь</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="270" />
      <source>{name} concedes the deal</source>
      <translation>{name} расписывает раздачу</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="264" />
      <source>{name} declares the four Aces: +{points}</source>
      <translation>{name} объявляет четырёх тузов: +{points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="200" />
      <source>{name} demands a new deal: {reason}</source>
      <translation>{name} требует пересдачи: {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="255" />
      <source>{name} plays for {value}</source>
      <translation>{name} играет {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="252" />
      <source>{name} raises the contract to {value}</source>
      <translation>{name} повышает заказ до {value}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../gui/games/thousand_view.py" line="279" />
      <source>{name} takes the pile: %n point(s)</source>
      <translation>
        <numerusform>{name} забирает снос (очков: %n)</numerusform>
        <numerusform>{name} забирает снос (очков: %n)</numerusform>
        <numerusform>{name} забирает снос (очков: %n)</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} takes the pile: {points} points</source>
      <translation type="vanished">{name} забирает снос (очков: {points})</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_view.py" line="53" />
      <source>{value} blind</source>
      <translation>{value} втёмную</translation>
    </message>
  </context>
  <context>
    <name>ThousandPanels</name>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="72" />
      <source>A blind bid is made without looking; a blind winner's result counts double.</source>
      <translation>Ставка втёмную делается не глядя в карты; результат выигравшего торговлю втёмную идёт вдвойне.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="37" />
      <source>A blind bid may not go above 120.</source>
      <translation>Ставка втёмную не может быть выше 120.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="44" />
      <source>Above 120 you need a marriage (King and Queen of one suit) in your hand.</source>
      <translation>Выше 120 нужен марьяж (король и дама одной масти) на руке.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="43" />
      <source>Above 120 you need a marriage (King and Queen of one suit, or all four Aces) in your hand.</source>
      <translation>Выше 120 нужен марьяж (король и дама одной масти или все четыре туза) на руке.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="128" />
      <source>Announce your contract</source>
      <translation>Назначь свой заказ</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="57" />
      <source>Auction: {name} bids {value}</source>
      <translation>Торговля: {name} заявляет {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="64" />
      <source>Bid {value} blind</source>
      <translation>{value} втёмную</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="146" />
      <source>Choose a stock</source>
      <translation>Выбери прикуп</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="156" />
      <source>Click a card to discard it, or drag it onto the pile.</source>
      <translation>Щёлкни по карте, чтобы снести её, или перетащи её в снос.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="117" />
      <source>Click a card, then click it again to give it; or drag it onto the player.</source>
      <translation>Щёлкни по карте, затем ещё раз, чтобы отдать её; или перетащи её на игрока.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="164" />
      <source>Concede the deal</source>
      <translation>Расписать</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="86" />
      <source>Demand a new deal</source>
      <translation>Требовать пересдачи</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="155" />
      <source>Discard two cards</source>
      <translation>Снести две карты</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="103" />
      <source>Give a card to {name}</source>
      <translation>Отдать карту игроку {name}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="105" />
      <source>Give one card to each opponent</source>
      <translation>Отдай по одной карте каждому противнику</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="165" />
      <source>Give up this deal: each opponent scores 60; every third concession costs your contract.</source>
      <translation>Отказаться от раздачи: каждый противник получает 60; за каждую третью роспись ты теряешь сумму заказа.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="87" />
      <source>Keep these cards</source>
      <translation>Оставить эти карты</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="68" />
      <source>Look at my cards</source>
      <translation>Посмотреть свои карты</translation>
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
      <translation>Играть {value}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="148" />
      <source>Take stock {n}</source>
      <translation>Взять прикуп {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="136" />
      <source>The contract may be from {low} to {top}: it is never lowered.</source>
      <translation>Заказ может быть от {low} до {top}: он никогда не понижается.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="109" />
      <source>The next card goes to:</source>
      <translation>Следующую карту получает:</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="79" />
      <source>The stock holds two or more nines.</source>
      <translation>В прикупе две девятки или больше.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="41" />
      <source>With the marriages in your hand you may go up to {top}.</source>
      <translation>С марьяжами на руке можно дойти до {top}.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="133" />
      <location filename="../../gui/games/thousand_panels.py" line="141" />
      <source>Without a marriage in your hand the contract cannot go above 120.</source>
      <translation>Без марьяжа на руке заказ не может быть выше 120.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="59" />
      <source>Without a marriage in your hand you can bid up to 120.</source>
      <translation>Без марьяжа на руке можно заявлять до 120.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="78" />
      <source>You hold all four nines.</source>
      <translation>У тебя все четыре девятки.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="65" />
      <source>You may bid from {low} to {top}.</source>
      <translation>Можно заявить от {low} до {top}.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="83" />
      <source>You may demand a new deal</source>
      <translation>Можно требовать пересдачи</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="139" />
      <source>You may raise the contract to {top}; it is never lowered.</source>
      <translation>Можно повысить заказ до {top}; понизить его нельзя.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="80" />
      <source>You now hold all four nines.</source>
      <translation>Теперь у тебя все четыре девятки.</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="55" />
      <source>You open the auction</source>
      <translation>Ты открываешь торговлю</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_panels.py" line="39" />
      <source>{top} is the highest bid: all card points and every marriage.</source>
      <translation>{top} — высшая ставка: все очки карт и все марьяжи.</translation>
    </message>
  </context>
  <context>
    <name>ThousandSheet</name>
    <message numerus="yes">
      <location filename="../../gui/games/thousand_sheet.py" line="24" />
      <source>%n bolt(s)</source>
      <translation>
        <numerusform>%n болт</numerusform>
        <numerusform>%n болта</numerusform>
        <numerusform>%n болтов</numerusform>
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
      <translation>Заезд на бочку: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="136" />
      <source>Card points {cards} + marriage {m} = {total}</source>
      <translation>Очки карт {cards} + марьяж {m} = {total}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="135" />
      <source>Card points {n}</source>
      <translation>Очки карт {n}</translation>
    </message>
    <message>
      <source>Conceded, the {nth} time</source>
      <translation type="vanished">Расписал: {nth}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="145" />
      <source>Conceded: time {n}</source>
      <translation>Роспись: {n}-й раз</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="68" />
      <source>Contract</source>
      <translation>Заказ</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="154" />
      <source>Contract {c} made</source>
      <translation>Заказ {c} сыгран</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="154" />
      <source>Contract {c} missed</source>
      <translation>Заказ {c} не сыгран</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="66" />
      <source>Deal</source>
      <translation>Раздача</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="67" />
      <source>Declarer</source>
      <translation>Разыгрывающий</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="213" />
      <source>Exactly 555: back to 0</source>
      <translation>Ровно 555: назад на 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="208" />
      <source>Fell from the barrel: {n}</source>
      <translation>Падение с бочки: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="247" />
      <source>How</source>
      <translation>Как</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="209" />
      <source>Knocked off the barrel: {n}</source>
      <translation>Сбили с бочки: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="211" />
      <source>Made it on the barrel: {n}</source>
      <translation>Сыграно на бочке: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="204" />
      <source>No trick: bolt {n}</source>
      <translation>Ни одной взятки: болт {n}</translation>
    </message>
    <message>
      <source>No trick: {nth} bolt</source>
      <translation type="vanished">Ни одной взятки: болт {nth}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="153" />
      <source>On the barrel a contract under {n} does not count</source>
      <translation>На бочке заказ меньше {n} не засчитывается</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="207" />
      <source>On the barrel: attempt {n}/3</source>
      <translation>На бочке: попытка {n}/3</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="212" />
      <source>Past 1000: {n}</source>
      <translation>Больше 1000: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="273" />
      <source>Place</source>
      <translation>Место</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="244" />
      <location filename="../../gui/games/thousand_sheet.py" line="273" />
      <source>Player</source>
      <translation>Игрок</translation>
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
      <translation>Счёт</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="186" />
      <source>Sits out</source>
      <translation>Не играет</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="185" />
      <source>Sits out; the stock: {points}</source>
      <translation>Не играет; прикуп: {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="166" />
      <source>The declarer conceded: {points}</source>
      <translation>Разыгрывающий расписал: {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="165" />
      <source>The declarer conceded; on the barrel nothing counts</source>
      <translation>Разыгрывающий расписал; на бочке ничего не засчитывается</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="205" />
      <source>Third bolt: {points}</source>
      <translation>Третий болт: {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="210" />
      <source>Third fall: back to 0</source>
      <translation>Третье падение: назад на 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="245" />
      <source>This deal</source>
      <translation>Эта раздача</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="88" />
      <source>Total</source>
      <translation>Итого</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="264" />
      <source>You win the match with {score} points!</source>
      <translation>Ты выигрываешь партию с {score} очками!</translation>
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
      <translation>втёмную</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="24" />
      <source>bolt</source>
      <translation>болт</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="95" />
      <source>bolts {n}</source>
      <translation>болтов: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="247" />
      <source>card points and marriages, rounding, the contract, bolts and the barrel</source>
      <translation>очки карт и марьяжи, округление, заказ, болты и бочка</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="53" />
      <source>conceded</source>
      <translation>расписан</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="33" />
      <source>conceded ({n})</source>
      <translation>роспись ({n})</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="149" />
      <source>costs the contract {points}</source>
      <translation>теряется сумма заказа {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="251" />
      <source>declarer</source>
      <translation>разыгрывающий</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="54" />
      <source>failed</source>
      <translation>не сыгран</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="150" />
      <source>free</source>
      <translation>бесплатно</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="59" />
      <source>golden</source>
      <translation>золотой</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="29" />
      <source>knocked off the barrel</source>
      <translation>сбили с бочки</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="54" />
      <source>made</source>
      <translation>сыгран</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="43" />
      <source>new deal: {reason}</source>
      <translation>пересдача: {reason}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="168" />
      <source>not counted on the barrel</source>
      <translation>на бочке не засчитано</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="28" />
      <source>off the barrel</source>
      <translation>с бочки</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="26" />
      <source>on the barrel</source>
      <translation>на бочке</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="176" />
      <source>rounded {n}</source>
      <translation>округлено {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="70" />
      <source>running total, change and marks</source>
      <translation>текущий итог, изменение и отметки</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="30" />
      <source>third fall: back to 0</source>
      <translation>третье падение: назад на 0</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="25" />
      <source>three bolts {points}</source>
      <translation>три болта {points}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="45" />
      <source>void: a nine at the bottom three times</source>
      <translation>недействительна: девятка снизу три раза</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="31" />
      <location filename="../../gui/games/thousand_sheet.py" line="32" />
      <source>wins</source>
      <translation>выигрывает</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="267" />
      <source>{names} win the match</source>
      <translation>{names} выигрывают партию</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="238" />
      <source>{name} conceded the contract of {contract}</source>
      <translation>{name}: заказ {contract} расписан</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="242" />
      <source>{name} played {contract} and failed</source>
      <translation>{name}: заказ {contract} не сыгран</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="240" />
      <source>{name} played {contract} and made it</source>
      <translation>{name}: заказ {contract} сыгран</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="266" />
      <source>{name} wins the match with {score} points</source>
      <translation>{name} выигрывает партию с {score} очками</translation>
    </message>
    <message>
      <source>{n} bolts</source>
      <translation type="vanished">болтов: {n}</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="124" />
      <source>×2 blind</source>
      <translation>×2 втёмную</translation>
    </message>
    <message>
      <location filename="../../gui/games/thousand_sheet.py" line="126" />
      <source>×2 golden round</source>
      <translation>×2 золотой круг</translation>
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
      <translation>Тысяча</translation>
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
      <translation>Старшая карта масти твоего марьяжа ещё не вышла: сначала забери свои вероятные взятки.</translation>
    </message>
    <message>
      <source>Against a Bettler, lead low in a suit the declarer may hold: he may have to go over.</source>
      <translation>Против Bettler ходи с младшей карты в масть, которая может быть у разыгрывающего: возможно, ему придётся перебить.</translation>
    </message>
    <message>
      <source>Against a Bettler, play your highest card that does not take the trick: keep low ones to lead.</source>
      <translation>Против Bettler сыграй свою старшую карту, которая не берёт взятку: младшие оставь для захода.</translation>
    </message>
    <message>
      <source>Against a Schnapser, lead your cheapest card: each point brings the declarer nearer 66.</source>
      <translation>Против Schnapser ходи с самой дешёвой карты: каждое очко приближает разыгрывающего к 66.</translation>
    </message>
    <message>
      <source>An opponent is winning: take the trick with your cheapest card likely to keep it.</source>
      <translation>Взятку берёт противник: возьми её самой дешёвой картой, которая, скорее всего, удержит взятку.</translation>
    </message>
    <message>
      <source>An opponent on the barrel would win the match with this auction: outbid him.</source>
      <translation>Противник на бочке выиграет партию, если торговля останется за ним: перебей его ставку.</translation>
    </message>
    <message>
      <source>Any of these does about as well.</source>
      <translation>Любая из этих карт примерно одинаково хороша.</translation>
    </message>
    <message>
      <source>Both stocks are unseen, so either is as good.</source>
      <translation>Оба прикупа закрыты, так что они равноценны.</translation>
    </message>
    <message>
      <source>Call all five only with five near-certain tricks.</source>
      <translation>Заявляй все пять, только если пять взяток почти наверняка.</translation>
    </message>
    <message>
      <source>Counting out the last tricks, this card does best.</source>
      <translation>По расчёту последних взяток эта карта лучше всего.</translation>
    </message>
    <message>
      <source>Cut rather than knock: forehand then chooses trumps from three cards, not five.</source>
      <translation>Лучше снять, чем стучать: тогда первая рука выбирает козырь из трёх карт, а не из пяти.</translation>
    </message>
    <message>
      <source>Declare your marriage while you may: the most valuable one first.</source>
      <translation>Объявляй марьяж, пока можно: сначала самый ценный.</translation>
    </message>
    <message>
      <source>Discard your cheapest cards: never half of a marriage, never an ace.</source>
      <translation>Сноси самые дешёвые карты: никогда половину марьяжа, никогда туза.</translation>
    </message>
    <message>
      <source>Four nines make a weak hand: ask for a new deal.</source>
      <translation>Четыре девятки — слабая рука: требуй пересдачи.</translation>
    </message>
    <message>
      <source>Fresh cards promise more than your weakest ones.</source>
      <translation>Новые карты обещают больше, чем твои самые слабые.</translation>
    </message>
    <message>
      <source>Give away the card worth least: taking this trick is out of reach or does not pay.</source>
      <translation>Отдай самую дешёвую карту: эту взятку не взять или брать её невыгодно.</translation>
    </message>
    <message>
      <source>Give away your cheapest cards: never half of a marriage, never an ace.</source>
      <translation>Отдавай самые дешёвые карты: никогда половину марьяжа, никогда туза.</translation>
    </message>
    <message>
      <source>Go for this trick with your cheapest card that beats the cards played so far.</source>
      <translation>Бейся за эту взятку самой дешёвой картой, которая бьёт уже сыгранные.</translation>
    </message>
    <message>
      <source>In a Bettler, every card you may play beats the trick: play your lowest.</source>
      <translation>В Bettler любая карта, которой можно сыграть, берёт взятку: сыграй младшую.</translation>
    </message>
    <message>
      <source>In a Bettler, lead your lowest card.</source>
      <translation>В Bettler ходи с самой младшей карты.</translation>
    </message>
    <message>
      <source>In a Bettler, play your highest card that does not take the trick.</source>
      <translation>В Bettler сыграй свою старшую карту, которая не берёт взятку.</translation>
    </message>
    <message>
      <source>In deals played out from what you can see, losing this card hurts your contract least.</source>
      <translation>В раздачах, смоделированных по видимым картам, потеря этой карты меньше всего вредит заказу.</translation>
    </message>
    <message>
      <source>In deals played out from what you can see, this exchange pays best.</source>
      <translation>В раздачах, смоделированных по видимым картам, этот обмен выгоднее всего.</translation>
    </message>
    <message>
      <source>In deals played out from what you can see, this pays best.</source>
      <translation>В раздачах, смоделированных по видимым картам, это выгоднее всего.</translation>
    </message>
    <message>
      <source>It is the only card you may play.</source>
      <translation>Это единственная карта, которой можно сыграть.</translation>
    </message>
    <message>
      <source>It is the only move you may make.</source>
      <translation>Это единственный возможный ход.</translation>
    </message>
    <message>
      <source>Lead your highest card: it has the best chance of taking the trick.</source>
      <translation>Ходи со старшей карты: у неё больше всего шансов взять взятку.</translation>
    </message>
    <message>
      <source>Lead your marriage: it counts 20 or 40 at once.</source>
      <translation>Ходи с марьяжа: он сразу даёт 20 или 40.</translation>
    </message>
    <message>
      <source>Led, this card takes the trick more often than not.</source>
      <translation>С захода эта карта в большинстве случаев берёт взятку.</translation>
    </message>
    <message>
      <source>Look at your cards before you bid.</source>
      <translation>Посмотри карты, прежде чем торговаться.</translation>
    </message>
    <message>
      <source>Muss, said blind, pays only when you are close to winning.</source>
      <translation>Muss втёмную выгоден, только когда победа близка.</translation>
    </message>
    <message>
      <source>No lead is worth more: give up the lead as cheaply as possible.</source>
      <translation>Заход ничего не стоит: отдай его как можно дешевле.</translation>
    </message>
    <message>
      <source>No suit stands out in your three cards: let a turned-up card decide.</source>
      <translation>В твоих трёх картах ни одна масть не выделяется: пусть решит открытая карта.</translation>
    </message>
    <message>
      <source>Nobody after you can beat this card: it takes the trick.</source>
      <translation>Никто после тебя не побьёт эту карту: она берёт взятку.</translation>
    </message>
    <message>
      <source>Nobody can beat the other defender's card: give him the most points.</source>
      <translation>Карту другого защитника никто не побьёт: отдай ему побольше очков.</translation>
    </message>
    <message>
      <source>Nobody can beat this card: it takes the trick and keeps its points from the declarer.</source>
      <translation>Эту карту никто не побьёт: она берёт взятку и не отдаёт очки разыгрывающему.</translation>
    </message>
    <message>
      <source>Nobody can beat this card: it takes the trick and keeps you the lead.</source>
      <translation>Эту карту никто не побьёт: она берёт взятку, и заход остаётся за тобой.</translation>
    </message>
    <message>
      <source>Nobody can beat this card: it takes the trick.</source>
      <translation>Эту карту никто не побьёт: она берёт взятку.</translation>
    </message>
    <message>
      <source>Nobody can beat your partner's card: add the most points to it.</source>
      <translation>Карту партнёра никто не побьёт: добавь к ней побольше очков.</translation>
    </message>
    <message>
      <source>None of your cards is weak enough to lay out.</source>
      <translation>Ни одна твоя карта не настолько слаба, чтобы её выкладывать.</translation>
    </message>
    <message>
      <source>Nothing here promises enough: play on without raising the stakes.</source>
      <translation>Ничто здесь не обещает достаточно: играй дальше, не поднимая ставки.</translation>
    </message>
    <message>
      <source>Nothing is likely to win: lead the card least useful later and make the others spend high cards.</source>
      <translation>Выиграть, скорее всего, нечем: ходи с карты, наименее полезной потом, и заставь других тратить старшие.</translation>
    </message>
    <message>
      <source>Nothing speaks for another choice.</source>
      <translation>Ничто не говорит в пользу другого выбора.</translation>
    </message>
    <message>
      <source>Nothing to win here: play your lowest card.</source>
      <translation>Здесь нечего выигрывать: сыграй младшую карту.</translation>
    </message>
    <message>
      <source>On the barrel only a contract above 120 counts, and your hand can make one.</source>
      <translation>На бочке засчитывается только заказ выше 120, и твоя рука может его сыграть.</translation>
    </message>
    <message>
      <source>On the barrel only a contract above 120 counts, and your hand is not good for one.</source>
      <translation>На бочке засчитывается только заказ выше 120, а для него твоя рука не годится.</translation>
    </message>
    <message>
      <source>Only a trump can beat this card, and nobody is likely to trump it.</source>
      <translation>Эту карту побьёт только козырь, а козырем её, скорее всего, никто не перебьёт.</translation>
    </message>
    <message>
      <source>Playing this hand does not pay: sit the deal out.</source>
      <translation>Играть этой рукой невыгодно: пропусти раздачу.</translation>
    </message>
    <message>
      <source>Playing this hand promises more than sitting the deal out.</source>
      <translation>Играть этой рукой выгоднее, чем пропустить раздачу.</translation>
    </message>
    <message>
      <source>Raub is said without looking at your cards: too risky.</source>
      <translation>Raub говорится не глядя в карты: слишком рискованно.</translation>
    </message>
    <message>
      <source>Take the trump for your card: on top it would cost a better card at a later place.</source>
      <translation>Возьми козырь вместо своей карты: сверху он стоил бы лучшей карты на одном из следующих мест.</translation>
    </message>
    <message>
      <source>Taking this trick is unlikely or not worth it: play the card that costs least.</source>
      <translation>Эту взятку вряд ли взять или она того не стоит: сыграй самую дешёвую карту.</translation>
    </message>
    <message>
      <source>The card on sight is a trump or better than yours.</source>
      <translation>Открытая карта — козырь или лучше твоей.</translation>
    </message>
    <message>
      <source>The contract has little chance: giving the deal up costs less.</source>
      <translation>У заказа мало шансов: расписать обойдётся дешевле.</translation>
    </message>
    <message>
      <source>The cut card is not strong enough whatever the trumps will be.</source>
      <translation>Снятая карта недостаточно сильна, какой бы ни был козырь.</translation>
    </message>
    <message>
      <source>The cut card is strong whatever the trumps will be.</source>
      <translation>Снятая карта сильна, какой бы ни был козырь.</translation>
    </message>
    <message>
      <source>The declarer could beat the other defender: take over with a card he likely cannot beat.</source>
      <translation>Разыгрывающий может побить другого защитника: перехвати картой, которую он, скорее всего, не побьёт.</translation>
    </message>
    <message>
      <source>The declarer plays after you: follow low, so he may have to go over.</source>
      <translation>Разыгрывающий ходит после тебя: сыграй младшую в масть, может, ему придётся перебить.</translation>
    </message>
    <message>
      <source>The first hand must open the auction with 100.</source>
      <translation>Первая рука должна открыть торговлю со 100.</translation>
    </message>
    <message>
      <source>The other defender is void in this suit and may trump it.</source>
      <translation>У другого защитника нет этой масти, и он может перебить её козырем.</translation>
    </message>
    <message>
      <source>The other defender likely takes this trick: give him the most points.</source>
      <translation>Эту взятку, скорее всего, возьмёт другой защитник: отдай ему побольше очков.</translation>
    </message>
    <message>
      <source>The trump card would not make your hand clearly better.</source>
      <translation>Козырная карта не сделает твою руку заметно лучше.</translation>
    </message>
    <message>
      <source>These cards are unlikely to take a trick: lay them out, the best of them first.</source>
      <translation>Эти карты вряд ли возьмут взятку: выложи их, начиная с лучшей.</translation>
    </message>
    <message>
      <source>This announcement cannot fail.</source>
      <translation>Это объявление не может провалиться.</translation>
    </message>
    <message>
      <source>This card takes the trick more often than not.</source>
      <translation>Эта карта в большинстве случаев берёт взятку.</translation>
    </message>
    <message>
      <source>This contract has the best expected score for your hand.</source>
      <translation>Этот заказ даёт лучший ожидаемый счёт для твоей руки.</translation>
    </message>
    <message>
      <source>This trick makes your contract, and nobody can beat this card.</source>
      <translation>Эта взятка выполняет твой заказ, и эту карту никто не побьёт.</translation>
    </message>
    <message>
      <source>This trick makes your contract, and nobody is likely to beat this card.</source>
      <translation>Эта взятка выполняет твой заказ, и эту карту, скорее всего, никто не побьёт.</translation>
    </message>
    <message>
      <source>Two nines in the stock leave your hand short of the contract: ask for a new deal.</source>
      <translation>С двумя девятками в прикупе твоей руке не хватает на заказ: требуй пересдачи.</translation>
    </message>
    <message>
      <source>Winning the auction at this bid is worth more to your hand than passing.</source>
      <translation>Выиграть торговлю на этой ставке для твоей руки выгоднее, чем пасовать.</translation>
    </message>
    <message>
      <source>With all four aces, declare them: they count 200.</source>
      <translation>Все четыре туза — объяви их: они дают 200.</translation>
    </message>
    <message>
      <source>You are close to winning, and Stih needs only one trick.</source>
      <translation>Победа близка, а для Stih нужна всего одна взятка.</translation>
    </message>
    <message>
      <source>You are close to winning: Muss makes you declarer at once.</source>
      <translation>Победа близка: Muss сразу делает тебя разыгрывающим.</translation>
    </message>
    <message>
      <source>You are far behind a player close to winning: gamble on a blind bid.</source>
      <translation>Ты сильно отстаёшь от игрока, близкого к победе: рискни ставкой втёмную.</translation>
    </message>
    <message>
      <source>You can beat: this is your highest card that does.</source>
      <translation>Побить можно: это твоя старшая карта, которая бьёт.</translation>
    </message>
    <message>
      <source>You cannot take this trick: follow low and keep your high cards.</source>
      <translation>Эту взятку не взять: сыграй младшую в масть и сохрани старшие.</translation>
    </message>
    <message>
      <source>You cannot take this trick: throw the card least likely to take one later.</source>
      <translation>Эту взятку не взять: сбрось карту, у которой меньше всего шансов взять взятку потом.</translation>
    </message>
    <message>
      <source>You have no trick yet and few cards left: lead the card most likely to win.</source>
      <translation>У тебя ещё нет взяток и осталось мало карт: ходи с карты, которая вернее всего возьмёт.</translation>
    </message>
    <message>
      <source>You have no trick yet: this card has the best chance of taking one.</source>
      <translation>У тебя ещё нет взяток: у этой карты больше всего шансов взять взятку.</translation>
    </message>
    <message>
      <source>You hold most cards and points in this suit.</source>
      <translation>У тебя больше всего карт и очков в этой масти.</translation>
    </message>
    <message>
      <source>You hold the highest trump and more: draw the defenders' trumps first.</source>
      <translation>У тебя старший козырь и не только: сначала выбей козыри у защитников.</translation>
    </message>
    <message>
      <source>You must play this deal.</source>
      <translation>Эту раздачу тебе нужно играть.</translation>
    </message>
    <message>
      <source>You play last: this is your lowest card that takes the trick.</source>
      <translation>Ты ходишь последним: это твоя младшая карта, которая берёт взятку.</translation>
    </message>
    <message>
      <source>Your cards are good enough to keep.</source>
      <translation>Твои карты достаточно хороши, чтобы их оставить.</translation>
    </message>
    <message>
      <source>Your cards have little hope of keeping this trick: beat it low, keep the high cards.</source>
      <translation>Твоим картам вряд ли удержать эту взятку: побей её младшей, старшие сохрани.</translation>
    </message>
    <message>
      <source>Your hand does not promise enough tricks to be declarer.</source>
      <translation>Твоя рука не обещает достаточно взяток, чтобы разыгрывать.</translation>
    </message>
    <message>
      <source>Your hand does not promise more: keep the contract you won.</source>
      <translation>Твоя рука не обещает большего: оставь выигранный заказ.</translation>
    </message>
    <message>
      <source>Your hand does not promise two tricks.</source>
      <translation>Твоя рука не обещает двух взяток.</translation>
    </message>
    <message>
      <source>Your hand is clearly better with the trump card instead of your weakest card.</source>
      <translation>С козырной картой вместо самой слабой твоя рука заметно лучше.</translation>
    </message>
    <message>
      <source>Your hand is not worth a higher bid.</source>
      <translation>Твоя рука не стоит более высокой ставки.</translation>
    </message>
    <message>
      <source>Your hand is weak under these trumps: turn a new trump.</source>
      <translation>При этом козыре твоя рука слаба: открой новый козырь.</translation>
    </message>
    <message>
      <source>Your hand is weak: an unseen hand promises more.</source>
      <translation>Твоя рука слаба: неизвестные карты обещают больше.</translation>
    </message>
    <message>
      <source>Your hand may still take tricks: keep it.</source>
      <translation>Твоя рука ещё может брать взятки: оставь её.</translation>
    </message>
    <message>
      <source>Your hand promises more than fresh cards would.</source>
      <translation>Твоя рука обещает больше, чем новые карты.</translation>
    </message>
    <message>
      <source>Your hand promises most with this suit as trumps.</source>
      <translation>Больше всего твоя рука обещает с этой мастью в козырях.</translation>
    </message>
    <message>
      <source>Your hand promises next to nothing under any trumps: throw it in.</source>
      <translation>Твоя рука почти ничего не обещает ни при каком козыре: бросай её.</translation>
    </message>
    <message>
      <source>Your hand promises this many tricks with a margin to spare.</source>
      <translation>Твоя рука обещает столько взяток с запасом.</translation>
    </message>
    <message>
      <source>Your hand promises two tricks.</source>
      <translation>Твоя рука обещает две взятки.</translation>
    </message>
    <message>
      <source>Your hand takes all five tricks almost surely, without exchanging.</source>
      <translation>Твоя рука почти наверняка берёт все пять взяток без обмена.</translation>
    </message>
    <message>
      <source>Your hand takes all five tricks almost surely.</source>
      <translation>Твоя рука почти наверняка берёт все пять взяток.</translation>
    </message>
    <message>
      <source>Your highest card has the best chance of taking the trick.</source>
      <translation>У твоей старшей карты больше всего шансов взять взятку.</translation>
    </message>
    <message>
      <source>Your own card has the better chance.</source>
      <translation>У твоей собственной карты шансов больше.</translation>
    </message>
  </context>
  <context>
    <name>network</name>
    <message>
      <location filename="../../engine/net/messages.py" line="64" />
      <source>a message the host cannot read</source>
      <translation>сообщение, которое хозяин стола не может прочитать</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="65" />
      <source>a player of that name already sits at the table</source>
      <translation>игрок с таким именем уже сидит за столом</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="69" />
      <source>no Kartln table answers at that address</source>
      <translation>по этому адресу не отвечает ни один стол Kartln</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="61" />
      <source>that seat is taken</source>
      <translation>это место занято</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="68" />
      <source>the connection to the host was lost</source>
      <translation>связь с хозяином стола потеряна</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="62" />
      <source>the host did not expect that message</source>
      <translation>хозяин стола не ждал такого сообщения</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="66" />
      <source>the host has closed the table</source>
      <translation>стол закрыт хозяином</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="58" />
      <source>the host runs another version of Kartln; both computers need the same version</source>
      <translation>у хозяина стола другая версия Kartln; на обоих компьютерах нужна одна и та же версия</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="70" />
      <source>the host sent something this Kartln cannot read</source>
      <translation>от хозяина стола пришло то, что эта версия Kartln не может прочитать</translation>
    </message>
    <message numerus="yes">
      <location filename="../../engine/net/messages.py" line="53" />
      <source>the host speaks version %n of the network protocol; update Kartln on both computers</source>
      <translation>
        <numerusform>у хозяина стола версия %n сетевого протокола; обнови Kartln на обоих компьютерах</numerusform>
        <numerusform>у хозяина стола версия %n сетевого протокола; обнови Kartln на обоих компьютерах</numerusform>
        <numerusform>у хозяина стола версия %n сетевого протокола; обнови Kartln на обоих компьютерах</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="59" />
      <source>the table code is wrong</source>
      <translation>неверный код стола</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="60" />
      <source>the table has no free seat</source>
      <translation>за столом нет свободных мест</translation>
    </message>
    <message>
      <location filename="../../engine/net/messages.py" line="63" />
      <source>too many messages at once</source>
      <translation>слишком много сообщений сразу</translation>
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
      <translation>набрано 66; у противников меньше 33</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="60" />
      <source>66 reached; the other side took no trick</source>
      <translation>набрано 66; противники не взяли ни одной взятки</translation>
    </message>
    <message>
      <location filename="../../engine/games/moench/state.py" line="95" />
      <source>Fliege: five of a suit</source>
      <translation>Fliege: пять карт одной масти</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="27" />
      <source>General Rams lost</source>
      <translation>General Rams проигран</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="27" />
      <source>General Rams made</source>
      <translation>General Rams сделан</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="411" />
      <source>Mulatschak failed</source>
      <translation>Mulatschak не сделан</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="417" />
      <source>Mulatschak made</source>
      <translation>Mulatschak сделан</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="179" />
      <source>Refa: thrown in: everybody passed</source>
      <translation>Refa: карты брошены: все спасовали</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="178" />
      <source>Refa: thrown in: everybody passed the new trump</source>
      <translation>Refa: карты брошены: при новом козыре все спасовали</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="147" />
      <source>Refa: thrown in: the dealer passed the deal</source>
      <translation>Refa: карты брошены: сдающий передал сдачу</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="196" />
      <source>Refa: thrown in: the new trump showed the same suit twice</source>
      <translation>Refa: карты брошены: новый козырь дважды выпал той же масти</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="47" />
      <source>Whiteout: thrown in, the next deal counts double</source>
      <translation>Пустышка: карты брошены, следующая раздача идёт вдвойне</translation>
    </message>
    <message>
      <location filename="../../engine/games/schnalzen/state.py" line="24" />
      <source>all five tricks</source>
      <translation>все пять взяток</translation>
    </message>
    <message>
      <location filename="../../engine/games/schnalzen/state.py" line="23" />
      <source>all three stayed at home: the dealer −5 without play</source>
      <translation>все трое остались дома: сдающему −5 без розыгрыша</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="421" />
      <source>bid {bid} failed</source>
      <translation>ставка {bid} не сыграна</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="32" />
      <source>doubled by a Refa</source>
      <translation>вдвойне после Refa</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="50" />
      <source>doubled by a whiteout</source>
      <translation>вдвойне после пустышки</translation>
    </message>
    <message>
      <location filename="../../engine/games/zwanzig/state.py" line="21" />
      <source>everybody else dropped: five tricks without play</source>
      <translation>все остальные вышли: пять взяток без розыгрыша</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="49" />
      <source>everybody else stayed at home: the declarer −5 without play</source>
      <translation>все остальные остались дома: разыгрывающему −5 без розыгрыша</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="48" />
      <source>everybody passed: thrown in</source>
      <translation>все спасовали: карты брошены</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="33" />
      <source>everybody said Nejdem: four tricks without play</source>
      <translation>все сказали Nejdem: четыре взятки без розыгрыша</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="50" />
      <source>fewer than two played: not scored</source>
      <translation>играли меньше двух: не засчитано</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="65" />
      <source>nobody reached 66: the last trick wins</source>
      <translation>никто не набрал 66: выигрывает последняя взятка</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="272" />
      <source>{contract} claimed</source>
      <translation>{contract}: засчитано без розыгрыша</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="39" />
      <source>{contract} lost</source>
      <translation>{contract}: проиграно</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/outcome.py" line="38" />
      <source>{contract} made</source>
      <translation>{contract}: сыграно</translation>
    </message>
  </context>
  <context>
    <name>refusals</name>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="127" />
      <source>a Herrengang needs all five cards of one suit</source>
      <translation>для Herrengang нужны все пять карт одной масти</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="132" />
      <source>a Herrenschnapser needs all five trumps</source>
      <translation>для Herrenschnapser нужны все пять козырей</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="496" />
      <source>a bid above 120 needs a marriage (King and Queen of one suit) in your hand</source>
      <translation>для ставки выше 120 нужен марьяж (король и дама одной масти) на руке</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="494" />
      <source>a bid above 120 needs a marriage (King and Queen of one suit, or all four Aces) in your hand</source>
      <translation>для ставки выше 120 нужен марьяж (король и дама одной масти или все четыре туза) на руке</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="470" />
      <source>a blind bid is possible only before you look at your cards</source>
      <translation>ставка втёмную возможна, только пока карты не просмотрены</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="488" />
      <source>a blind bid may not exceed 120</source>
      <translation>ставка втёмную не может быть выше 120</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="394" />
      <location filename="../../engine/games/thousand/state.py" line="750" />
      <source>a marriage can be declared only after you have taken a trick</source>
      <translation>объявить марьяж можно, только взяв хотя бы одну взятку</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="364" />
      <location filename="../../engine/games/thousand/state.py" line="748" />
      <source>a marriage is declared by leading its King or Queen</source>
      <translation>марьяж объявляют, заходя с его короля или дамы</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="392" />
      <source>a marriage is declared only when leading</source>
      <translation>марьяж объявляют только при заходе</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="740" />
      <source>a marriage is declared only when leading to a trick</source>
      <translation>марьяж объявляют, только когда ты ходишь первым во взятке</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="232" />
      <source>a {contract} does not outrank the {highest} announced</source>
      <translation>{contract} не выше уже объявленной игры: {highest}</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="137" />
      <source>after Muss nobody may say Nejdem</source>
      <translation>после Muss никто не может сказать Nejdem</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="186" />
      <source>after a Mulatschak everybody plays</source>
      <translation>после Mulatschak играют все</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="199" />
      <source>after a knock you have all five cards: name a trump</source>
      <translation>после стука у тебя все пять карт: назови козырь</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="743" />
      <source>an ace marriage can be declared only after you have taken a trick</source>
      <translation>тузовый марьяж можно объявить, только взяв хотя бы одну взятку</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="745" />
      <source>an ace marriage needs all four aces in your hand</source>
      <translation>для тузового марьяжа нужны все четыре туза на руке</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="668" />
      <source>announce the contract first</source>
      <translation>сначала назначь заказ</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="209" />
      <source>bid Mulatschak or pass</source>
      <translation>заяви Mulatschak или пасуй</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="196" />
      <source>bid a number of tricks, Mulatschak, or pass</source>
      <translation>заяви число взяток, Mulatschak или пасуй</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="210" />
      <source>bid from {lowest} to {highest} tricks</source>
      <translation>заявляй от {lowest} до {highest} взяток</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="481" />
      <source>bids go up in steps of {step}</source>
      <translation>ставки растут с шагом {step}</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="96" />
      <source>call General Rams, or pass</source>
      <translation>объяви General Rams или пасуй</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="635" />
      <source>choose one of the two stocks first</source>
      <translation>сначала выбери один из двух прикупов</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="341" />
      <source>choose the cards to exchange with the talon, or keep your cards</source>
      <translation>выбери карты для обмена с прикупом или оставь свои карты</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="59" />
      <source>conceding the deal is not allowed in these rules</source>
      <translation>по этим правилам расписывать раздачу нельзя</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="140" />
      <source>deal, pass the deal, or say Muss</source>
      <translation>сдай, передай сдачу или скажи Muss</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="650" />
      <source>demand a new deal or keep this one</source>
      <translation>потребуй пересдачи или играй эту раздачу</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="622" />
      <source>discard two cards onto the other stock first</source>
      <translation>сначала снеси две карты в другой прикуп</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="596" />
      <source>each opponent receives exactly one card</source>
      <translation>каждый противник получает ровно одну карту</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="91" />
      <source>everybody before you dropped, so you must play</source>
      <translation>все до тебя вышли, поэтому тебе придётся играть</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="447" />
      <location filename="../../engine/games/thousand/state.py" line="475" />
      <source>first hand must open the auction with 100</source>
      <translation>первая рука должна открыть торговлю со 100</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="125" />
      <source>forehand may not announce a Herrengang</source>
      <translation>первая рука не может объявить Herrengang</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="208" />
      <source>forehand names a trump or turns up a card now</source>
      <translation>сейчас первая рука называет козырь или открывает карту</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="586" />
      <source>give one card to each opponent first</source>
      <translation>сначала отдай по одной карте каждому противнику</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="594" />
      <source>give the card to an opponent, not to yourself</source>
      <translation>отдай карту противнику, а не себе</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="397" />
      <source>in a solo contract only the declarer's marriages count</source>
      <translation>в одиночной игре засчитываются только марьяжи разыгрывающего</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="458" />
      <source>it is the auction now: bid or pass</source>
      <translation>сейчас идёт торговля: заявляй или пасуй</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="197" />
      <source>lay out the cards to exchange on sight, or keep your hand</source>
      <translation>выложи карты для обмена в открытую или оставь свою руку</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="472" />
      <source>look at your cards first, or bid blind</source>
      <translation>сначала посмотри карты или заявляй втёмную</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="396" />
      <source>marriages do not count in this contract</source>
      <translation>в этой игре марьяжи не засчитываются</translation>
    </message>
    <message>
      <location filename="../../engine/games/zwanzig/state.py" line="90" />
      <source>name a suit you hold as trumps</source>
      <translation>назови козырем масть, которая у тебя есть</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="117" />
      <source>name each card once</source>
      <translation>каждую карту можно указать только один раз</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="344" />
      <location filename="../../engine/games/zwanzig/state.py" line="89" />
      <source>name the trump suit</source>
      <translation>назови козырь</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="116" />
      <source>no such card</source>
      <translation>такой карты нет</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="109" />
      <source>nobody announces the normal game: it is played when everybody passes</source>
      <translation>обычную игру не объявляют: её играют, когда все пасуют</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="112" />
      <source>not allowed now</source>
      <translation>сейчас это нельзя</translation>
    </message>
    <message>
      <location filename="../../gui/controller.py" line="146" />
      <source>not your turn</source>
      <translation>сейчас не твой ход</translation>
    </message>
    <message>
      <location filename="../../gui/controller.py" line="142" />
      <location filename="../../gui/net/remote_seat.py" line="71" />
      <source>not your turn yet</source>
      <translation>твой ход ещё не настал</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="206" />
      <source>nothing outranks a Mulatschak: pass</source>
      <translation>выше Mulatschak ничего нет: пасуй</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="122" />
      <source>only an opponent of forehand may announce a {contract}</source>
      <translation>объявить {contract} может только противник первой руки</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="117" />
      <source>only forehand may announce a Bauernschnapser</source>
      <translation>объявить Bauernschnapser может только первая рука</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="130" />
      <source>only forehand may announce a Herrenschnapser</source>
      <translation>объявить Herrenschnapser может только первая рука</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="115" />
      <source>only forehand or his partner may announce a Bauernschnapser</source>
      <translation>объявить Bauernschnapser может только первая рука или её партнёр</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="111" />
      <source>only forehand or his partner may announce a Schnapser</source>
      <translation>объявить Schnapser может только первая рука или её партнёр</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/contracts.py" line="116" />
      <source>only forehand's partner may announce a Bauernschnapser</source>
      <translation>объявить Bauernschnapser может только партнёр первой руки</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams/state.py" line="87" />
      <source>only one other player is playing, so you must play</source>
      <translation>играет только один другой игрок, поэтому тебе придётся играть</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="212" />
      <source>only the dealer may hold, and only a number somebody else bid</source>
      <translation>«держу» может сказать только сдающий и только на чужую ставку</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="242" />
      <source>pass or announce a contract</source>
      <translation>пасуй или объяви игру</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="201" />
      <source>pick the first or the second face-down card</source>
      <translation>выбери первую или вторую закрытую карту</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="115" />
      <source>play a card</source>
      <translation>сыграй карту</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="674" />
      <source>raising the contract after the stock is not allowed in these rules</source>
      <translation>по этим правилам повышать заказ после прикупа нельзя</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="140" />
      <source>say Raub, Stih or pass</source>
      <translation>скажи Raub, Stih или пасуй</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="343" />
      <source>say whether you play or drop</source>
      <translation>скажи, играешь ты или выходишь</translation>
    </message>
    <message>
      <location filename="../../engine/games/ramsen/state.py" line="58" />
      <source>say whether you play or pass</source>
      <translation>скажи, играешь ты или пасуешь</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="199" />
      <location filename="../../engine/games/schnalzen/state.py" line="61" />
      <source>say whether you play or stay at home</source>
      <translation>скажи, играешь ты или остаёшься дома</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="306" />
      <source>say {word} or pass</source>
      <translation>скажи {word} или пасуй</translation>
    </message>
    <message>
      <location filename="../../engine/games/raub/state.py" line="141" />
      <source>say “I lead” or pass</source>
      <translation>скажи «Хожу» или пасуй</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="340" />
      <source>take the bottom card of the cut, or leave it</source>
      <translation>возьми нижнюю карту снятой колоды или оставь её</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="198" />
      <source>take the face-up card, or keep your own</source>
      <translation>возьми открытую карту или оставь свою</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="342" />
      <source>take the turned-up trump card for a card of your hand, or pass</source>
      <translation>возьми открытую козырную карту вместо карты с руки или пасуй</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="202" />
      <source>the card to turn up is picked at random in these rules</source>
      <translation>по этим правилам открываемая карта выбирается случайно</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="671" />
      <source>the contract can be raised but never lowered (it is {bid})</source>
      <translation>заказ можно повысить, но не понизить (сейчас {bid})</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="677" />
      <source>the contract goes up in steps of {step}</source>
      <translation>заказ повышается с шагом {step}</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="492" />
      <source>the cutter cuts the deck or knocks now</source>
      <translation>сейчас снимающий снимает колоду или стучит</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="193" />
      <source>the deal is played with a trump: name a suit</source>
      <translation>раздача играется с козырем: назови масть</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="221" />
      <source>the face-up card is not a trump: taking it puts it in place of your card</source>
      <translation>открытая карта не козырь: если её взять, она встанет на место твоей карты</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="490" />
      <source>the highest possible bid is {bid}</source>
      <translation>наивысшая возможная ставка — {bid}</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="113" />
      <source>the match is over</source>
      <translation>партия окончена</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="222" />
      <source>the trump fills your hand whichever way you take it: take it, or keep your card</source>
      <translation>козырь дополнит твою руку, как его ни бери: возьми его или оставь свою карту</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="114" />
      <source>this is not the moment for that</source>
      <translation>сейчас не время для этого</translation>
    </message>
    <message>
      <location filename="../../gui/controller.py" line="34" />
      <source>this move came too late: the table has moved on</source>
      <translation>ход опоздал: игра за столом уже ушла дальше</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="195" />
      <source>throw in a whiteout, or play on</source>
      <translation>сбрось пустышку или играй дальше</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="753" />
      <source>to declare a marriage you must hold both the King and the Queen of {suit}</source>
      <translation>чтобы объявить марьяж, у тебя должны быть и король, и дама масти {suit}</translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="368" />
      <source>to declare a marriage you need the King and the Queen of {suit}</source>
      <translation>для марьяжа нужны король и дама масти {suit}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../engine/games/schnalzen/state.py" line="56" />
      <source>with %n or less you must play</source>
      <translation>
        <numerusform>при счёте %n или меньше тебе придётся играть</numerusform>
        <numerusform>при счёте %n или меньше тебе придётся играть</numerusform>
        <numerusform>при счёте %n или меньше тебе придётся играть</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../engine/games/mulatschak/state.py" line="190" />
      <source>with %n point(s) or less you must play</source>
      <translation>
        <numerusform>при %n очке или меньше тебе придётся играть</numerusform>
        <numerusform>при %n очках или меньше тебе придётся играть</numerusform>
        <numerusform>при %n очках или меньше тебе придётся играть</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="492" />
      <source>with the marriages you hold you may go up to {bid}</source>
      <translation>с марьяжами на руке можно дойти до {bid}</translation>
    </message>
    <message>
      <location filename="../../engine/games/mulatschak/state.py" line="188" />
      <source>with {suit} trumps everybody plays</source>
      <translation>при козыре {suit} играют все</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="168" />
      <source>you cannot follow {suit}, so you must play a trump</source>
      <translation>масти {suit} у тебя нет, поэтому надо козырять</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="735" />
      <source>you cannot follow {suit}, so you must play a trump ({trump})</source>
      <translation>масти {suit} у тебя нет, поэтому надо козырять ({trump})</translation>
    </message>
    <message>
      <location filename="../../engine/messages.py" line="122" />
      <source>you do not hold the {card}</source>
      <translation>у тебя нет карты {card}</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="297" />
      <source>you exchanged cards, so you must play</source>
      <translation>карты обменяны, поэтому тебе придётся играть</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="440" />
      <source>you have already looked at your cards</source>
      <translation>ты уже видишь свои карты</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="566" />
      <source>you may concede only after taking the stock, before discarding your first card</source>
      <translation>расписать можно только после прикупа, до того, как снесёшь первую карту</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="567" />
      <source>you may concede only after taking the stock, before giving your first card</source>
      <translation>расписать можно только после прикупа, до того, как отдашь первую карту</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="578" />
      <source>you may concede only before discarding your first card</source>
      <translation>расписать можно только до того, как снесёшь первую карту</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="577" />
      <source>you may concede only before giving your first card</source>
      <translation>расписать можно только до того, как отдашь первую карту</translation>
    </message>
    <message numerus="yes">
      <location filename="../../engine/games/rams_family/match.py" line="330" />
      <source>you may exchange at most %n card(s) now</source>
      <translation>
        <numerusform>сейчас можно поменять не больше %n карты</numerusform>
        <numerusform>сейчас можно поменять не больше %n карт</numerusform>
        <numerusform>сейчас можно поменять не больше %n карт</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../engine/games/bauernschnapsen/state.py" line="195" />
      <source>you may name only a suit you hold a card of, not {suit}</source>
      <translation>можно назвать только масть, карта которой у тебя есть, а не {suit}</translation>
    </message>
    <message>
      <location filename="../../engine/games/rams_family/match.py" line="334" />
      <source>you may not drop now</source>
      <translation>сейчас выйти нельзя</translation>
    </message>
    <message>
      <location filename="../../engine/games/bohemian_watten/state.py" line="55" />
      <source>you may not exchange the turned-up card you took</source>
      <translation>взятую открытую карту менять нельзя</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="165" />
      <source>you must beat the {card} if you can</source>
      <translation>если можешь, надо побить карту {card}</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="479" />
      <source>you must bid at least {bid}</source>
      <translation>ставка должна быть не меньше {bid}</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="163" />
      <source>you must follow suit: trumps were led</source>
      <translation>надо ходить в масть: зашли с козыря</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="734" />
      <location filename="../../engine/match.py" line="164" />
      <source>you must follow suit: {suit}</source>
      <translation>надо ходить в масть: {suit}</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="169" />
      <source>you must play a trump higher than the {card} if you can</source>
      <translation>если можешь, надо сыграть козырь старше карты {card}</translation>
    </message>
    <message>
      <location filename="../../engine/match.py" line="170" />
      <source>you must take the trick if you can: play a card that beats the {card}</source>
      <translation>если можешь, надо взять взятку: сыграй карту, которая бьёт карту {card}</translation>
    </message>
    <message>
      <location filename="../../engine/games/ramsen/state.py" line="53" />
      <source>you took the cut card, so you must play</source>
      <translation>снятая карта взята, поэтому тебе придётся играть</translation>
    </message>
    <message>
      <location filename="../../engine/games/thousand/state.py" line="597" />
      <source>{seat} does not play in this deal</source>
      <translation>{seat} не играет в этой раздаче</translation>
    </message>
  </context>
  <context>
    <name>rules</name>
    <message>
      <source>+10 (as in the rule text)</source>
      <translation>+10 (как в тексте правил)</translation>
    </message>
    <message>
      <source>+10 besides his tricks (−1 each, +5 for none)</source>
      <translation>+10 помимо взяток (−1 за каждую, +5 за ни одной)</translation>
    </message>
    <message>
      <source>9♦, 7♦ and Q♣ stay permanent trumps below the trump ace; off: the Mönch is the only one.</source>
      <translation>9♦, 7♦ и Q♣ остаются постоянными козырями ниже козырного туза; выкл.: единственный — Mönch.</translation>
    </message>
    <message>
      <source>A 10 K Q J 9 8 7 (as in Zwanzig), or the plain A K Q J 10 9 8 7.</source>
      <translation>A 10 K Q J 9 8 7 (как в Zwanzig) или простой A K Q J 10 9 8 7.</translation>
    </message>
    <message>
      <source>A 10 K Q J 9 8 7, or the plain A K Q J 10 9 8 7.</source>
      <translation>A 10 K Q J 9 8 7 или простой A K Q J 10 9 8 7.</translation>
    </message>
    <message>
      <source>A Joker</source>
      <translation>Джокер</translation>
    </message>
    <message>
      <source>A bid above 120 is allowed only with a King and Queen of one suit in hand.</source>
      <translation>Ставка выше 120 разрешена, только если на руке есть король и дама одной масти.</translation>
    </message>
    <message>
      <source>A deal in which everybody says Nejdem is scored and doubled by a pending Refa.</source>
      <translation>Раздача, в которой все говорят Nejdem, засчитывается и удваивается ожидающей Refa.</translation>
    </message>
    <message>
      <source>A deal without defenders uses a Refa</source>
      <translation>Раздача без защитников даёт Refa</translation>
    </message>
    <message>
      <source>A dealer who took the turned-up trump card has exchanged and must play.</source>
      <translation>Сдающий, взявший открытую козырную карту, уже поменялся и обязан играть.</translation>
    </message>
    <message>
      <source>A defender who holds all four nines after the declarer gives cards may demand a new deal.</source>
      <translation>Если после того, как разыгрывающий отдал карты, у защитника оказались все четыре девятки, он может требовать пересдачи.</translation>
    </message>
    <message>
      <source>A defender without a trick gets a bolt; three bolts cost 120.</source>
      <translation>Защитник без взяток получает болт; три болта стоят 120.</translation>
    </message>
    <message>
      <source>A failed bid</source>
      <translation>Недобор</translation>
    </message>
    <message>
      <source>A nine at the bottom after the cut means cutting again; the third time in a row costs the cutter 120 and the deal is void.</source>
      <translation>Девятка снизу после снятия — снимают снова; в третий раз подряд снимающий теряет 120, а раздача недействительна.</translation>
    </message>
    <message>
      <source>A pass is final</source>
      <translation>Пас окончателен</translation>
    </message>
    <message>
      <source>A player below the barrel whose score passes 1000 wins at once.</source>
      <translation>Игрок ниже бочки, чей счёт перевалил за 1000, сразу выигрывает.</translation>
    </message>
    <message>
      <source>A player dealt all four nines may demand a new deal.</source>
      <translation>Игрок, которому сдали все четыре девятки, может требовать пересдачи.</translation>
    </message>
    <message>
      <source>A player may bid to take no trick at all (otherwise bids start at one).</source>
      <translation>Можно заявить, что не возьмёшь ни одной взятки (иначе ставки начинаются с одной).</translation>
    </message>
    <message>
      <source>A player reaching this score sits on the barrel and must win from there.</source>
      <translation>Игрок, набравший этот счёт, садится на бочку и должен выиграть оттуда.</translation>
    </message>
    <message>
      <source>A player who can win the trick with a card he may play must do so.</source>
      <translation>Игрок, который может взять взятку разрешённой картой, обязан это сделать.</translation>
    </message>
    <message>
      <source>A player who follows suit must play a card that beats the highest card of the suit so far, if he has one.</source>
      <translation>Игрок, идущий в масть, должен сыграть карту старше самой старшей карты этой масти во взятке, если такая есть.</translation>
    </message>
    <message>
      <source>A player who passed may not announce later in the auction (§11 #4).</source>
      <translation>Спасовавший игрок не может позже объявлять в торговле (§11 #4).</translation>
    </message>
    <message>
      <source>A player who took the cut card may not pass.</source>
      <translation>Игрок, взявший снятую карту, не может пасовать.</translation>
    </message>
    <message>
      <source>A player whose score is exactly 555 after a deal falls to 0.</source>
      <translation>Игрок, у которого после раздачи ровно 555, падает на 0.</translation>
    </message>
    <message>
      <source>A player without king, ober and unter may throw the cards in; the same dealer deals again and the next scored deal counts double.</source>
      <translation>Игрок без короля, обера и унтера может бросить карты; тот же сдающий сдаёт снова, а следующая засчитанная раздача идёт вдвойне.</translation>
    </message>
    <message>
      <source>A random one of the two</source>
      <translation>Случайная из двух</translation>
    </message>
    <message>
      <source>A seven turned up as the trump card always makes the dealer declarer needing one trick (otherwise he may say Stih).</source>
      <translation>Семёрка, открытая козырной картой, всегда делает сдающего разыгрывающим, которому нужна одна взятка (иначе он может сказать Stih).</translation>
    </message>
    <message>
      <source>A turned seven is Stih</source>
      <translation>Открытая семёрка — Stih</translation>
    </message>
    <message>
      <source>A whiteout hand must hold no ace either.</source>
      <translation>В пустышке не должно быть и туза.</translation>
    </message>
    <message>
      <source>Ace marriage</source>
      <translation>Тузовый марьяж</translation>
    </message>
    <message>
      <source>Ace–ten: A 10 K Q J 9 8 7</source>
      <translation>Туз–десятка: A 10 K Q J 9 8 7</translation>
    </message>
    <message>
      <source>After Raub, Stih or Muss the dealer must take the trump card (otherwise he may).</source>
      <translation>После Raub, Stih или Muss сдающий обязан взять козырную карту (иначе может).</translation>
    </message>
    <message>
      <source>After taking the stock and before giving (or discarding) a card, the declarer may give up the deal: each opponent scores 60. The declarer's first two concessions of the match are free; every third one costs him his contract.</source>
      <translation>Взяв прикуп и до того, как отдать (или снести) карту, разыгрывающий может расписать раздачу: каждый противник получает 60. Первые две росписи разыгрывающего в партии бесплатны; за каждую третью он теряет сумму заказа.</translation>
    </message>
    <message>
      <source>All four Aces held together are a marriage worth 200, declared like a marriage by leading one of them after taking a trick. It does not change the trump; it counts as a marriage for bids and raises above 120.</source>
      <translation>Все четыре туза на руке — марьяж в 200, объявляется как марьяж: заходом одного из них после взятой взятки. Козырь он не меняет; для ставок и повышений выше 120 считается марьяжем.</translation>
    </message>
    <message>
      <source>An ace prevents a whiteout</source>
      <translation>Туз мешает пустышке</translation>
    </message>
    <message>
      <source>As printed</source>
      <translation>Как напечатано</translation>
    </message>
    <message>
      <source>At the end of the deal</source>
      <translation>В конце раздачи</translation>
    </message>
    <message>
      <source>At the trick</source>
      <translation>Во взятке</translation>
    </message>
    <message>
      <source>Austrian, German-suited</source>
      <translation>Австрийская, немецкие масти</translation>
    </message>
    <message>
      <source>Austrian: Weli second highest, an ace prevents a whiteout</source>
      <translation>Австрийский: Weli — второй по старшинству, туз мешает пустышке</translation>
    </message>
    <message>
      <source>Barrel at</source>
      <translation>Бочка с</translation>
    </message>
    <message>
      <source>Barrel: fine after three deals</source>
      <translation>Бочка: штраф после трёх раздач</translation>
    </message>
    <message>
      <source>Barrel: fine when knocked off</source>
      <translation>Бочка: штраф, если сбили</translation>
    </message>
    <message>
      <source>Before play or pass</source>
      <translation>До «играю или пас»</translation>
    </message>
    <message>
      <source>Bettler value</source>
      <translation>Цена Bettler</translation>
    </message>
    <message>
      <source>Between two strikers other than the right one the first played wins, or the suit decides (♥ &gt; ♦ &gt; ♣ &gt; ♠).</source>
      <translation>Из двух ударных, кроме правильной, берёт сыгранная первой, или решает масть (♥ &gt; ♦ &gt; ♣ &gt; ♠).</translation>
    </message>
    <message>
      <source>Bid step</source>
      <translation>Шаг ставки</translation>
    </message>
    <message>
      <source>Bid zero tricks</source>
      <translation>Ставка «ни одной взятки»</translation>
    </message>
    <message>
      <source>Bidding</source>
      <translation>Торговля</translation>
    </message>
    <message>
      <source>Bids above 120 need a marriage</source>
      <translation>Ставки выше 120 требуют марьяжа</translation>
    </message>
    <message>
      <source>Bids and raises go up in steps of this size.</source>
      <translation>Ставки и повышения растут шагами такого размера.</translation>
    </message>
    <message>
      <source>Blind bidding</source>
      <translation>Торговля втёмную</translation>
    </message>
    <message>
      <source>Bolts</source>
      <translation>Болты</translation>
    </message>
    <message>
      <source>By internal suit</source>
      <translation>По внутренней масти</translation>
    </message>
    <message>
      <source>By suit: ♥ ♦ ♣ ♠</source>
      <translation>По масти: ♥ ♦ ♣ ♠</translation>
    </message>
    <message>
      <source>By the suit as printed in the pack (French ♣ 60 / ♠ 40, German Grün 60 / Eichel 40), or by the internal suit (German Eichel 60 / Grün 40).</source>
      <translation>По масти, напечатанной в колоде (французская ♣ 60 / ♠ 40, немецкая Grün 60 / Eichel 40), или по внутренней масти (немецкая Eichel 60 / Grün 40).</translation>
    </message>
    <message>
      <source>Cap bids by held marriages</source>
      <translation>Предел ставки по марьяжам на руке</translation>
    </message>
    <message>
      <source>Card order</source>
      <translation>Старшинство карт</translation>
    </message>
    <message>
      <source>Card pack</source>
      <translation>Колода</translation>
    </message>
    <message>
      <source>Conceding the contract</source>
      <translation>Роспись заказа</translation>
    </message>
    <message>
      <source>Count down from 24</source>
      <translation>Отсчёт от 24</translation>
    </message>
    <message>
      <source>Criticals</source>
      <translation>Критические</translation>
    </message>
    <message>
      <source>Dealer must take the trump card</source>
      <translation>Сдающий обязан взять козырную карту</translation>
    </message>
    <message>
      <source>Declarer's partner sits out</source>
      <translation>Партнёр разыгрывающего не играет</translation>
    </message>
    <message>
      <source>Defenders round to</source>
      <translation>Очки защитников округляются до</translation>
    </message>
    <message>
      <source>Defenders' points are rounded to this multiple.</source>
      <translation>Очки защитников округляются до кратного этому числу.</translation>
    </message>
    <message>
      <source>Diamonds: everybody plays</source>
      <translation>Бубны: играют все</translation>
    </message>
    <message>
      <source>Dump truck at 555</source>
      <translation>Самосвал на 555</translation>
    </message>
    <message>
      <source>Each player may exchange up to five cards while the talon lasts, or the whole table only five cards together (the dealer's swap with the trump card does not count).</source>
      <translation>Каждый игрок может поменять до пяти карт, пока есть прикуп, или весь стол только пять карт вместе (обмен сдающего с козырной картой не считается).</translation>
    </message>
    <message>
      <source>Equal strikers</source>
      <translation>Равные ударные</translation>
    </message>
    <message>
      <source>Everyone, the declarer too</source>
      <translation>Все, и разыгрывающий тоже</translation>
    </message>
    <message>
      <source>Exactly 0</source>
      <translation>Ровно 0</translation>
    </message>
    <message>
      <source>Exchange limit</source>
      <translation>Предел обмена</translation>
    </message>
    <message>
      <source>Falling off the barrel for the third time resets the score to 0.</source>
      <translation>Третье падение с бочки обнуляет счёт.</translation>
    </message>
    <message>
      <source>First lead</source>
      <translation>Первый заход</translation>
    </message>
    <message>
      <source>Five cards for the whole table</source>
      <translation>Пять карт на весь стол</translation>
    </message>
    <message>
      <source>Five cards of one suit (the Mönch counts as any suit) win the deal as five tricks.</source>
      <translation>Пять карт одной масти (Mönch считается любой мастью) выигрывают раздачу как пять взяток.</translation>
    </message>
    <message>
      <source>Fliege</source>
      <translation>Fliege</translation>
    </message>
    <message>
      <source>Follow and head, else trump and overtrump (Farb- und Stichzwang)</source>
      <translation>В масть и перебивать, иначе козырять и перекозырять (Farb- und Stichzwang)</translation>
    </message>
    <message>
      <source>Follow suit, else trump, else any card</source>
      <translation>В масть, иначе козырь, иначе любая карта</translation>
    </message>
    <message>
      <source>Following</source>
      <translation>Ход в масть</translation>
    </message>
    <message>
      <source>Forehand in every trump contract, the declarer in the others</source>
      <translation>Первая рука в любой козырной игре, в остальных — разыгрывающий</translation>
    </message>
    <message>
      <source>Forehand in the normal game and the Kontra contracts, else the declarer</source>
      <translation>Первая рука в обычной игре и играх с Kontra, иначе разыгрывающий</translation>
    </message>
    <message>
      <source>Forehand may name only a suit of which he holds a card (§11 #1); off: any suit.</source>
      <translation>Первая рука может назвать только масть, карта которой у неё есть (§11 #1); выкл.: любую масть.</translation>
    </message>
    <message>
      <source>Forehand only</source>
      <translation>Только первая рука</translation>
    </message>
    <message>
      <source>Forehand or his partner</source>
      <translation>Первая рука или её партнёр</translation>
    </message>
    <message>
      <source>Forehand picks one of the two</source>
      <translation>Первая рука выбирает одну из двух</translation>
    </message>
    <message>
      <source>Forehand turns up one of his two undealt cards as trump: he picks which (blind), or the deal picks (§11 #2).</source>
      <translation>Первая рука открывает козырем одну из двух своих несданных карт: выбирает сама (втёмную), или карта выбирается случайно (§11 #2).</translation>
    </message>
    <message>
      <source>Forehand's partner only</source>
      <translation>Только партнёр первой руки</translation>
    </message>
    <message>
      <source>Four nines only as dealt</source>
      <translation>Четыре девятки только при сдаче</translation>
    </message>
    <message>
      <source>Four players in two partnerships, partners sitting opposite.</source>
      <translation>Четыре игрока в двух парах, партнёры сидят друг напротив друга.</translation>
    </message>
    <message>
      <source>Four players, each for himself.</source>
      <translation>Четыре игрока, каждый сам за себя.</translation>
    </message>
    <message>
      <source>Four players: dealer scores the stock</source>
      <translation>Вчетвером: сдающий получает прикуп</translation>
    </message>
    <message>
      <source>French</source>
      <translation>Французская</translation>
    </message>
    <message>
      <source>French or German suits. The pack decides which suit's marriage is worth 60 and which 40.</source>
      <translation>Французские или немецкие масти. Колода решает, марьяж какой масти стоит 60, а какой 40.</translation>
    </message>
    <message>
      <source>From this deal on hearts are always trumps and nobody announces (0: never).</source>
      <translation>С этой раздачи черви всегда козыри и никто не объявляет (0: никогда).</translation>
    </message>
    <message>
      <source>Game points of a Bettler (§11 #14).</source>
      <translation>Очки партии за Bettler (§11 #14).</translation>
    </message>
    <message>
      <source>German</source>
      <translation>Немецкая</translation>
    </message>
    <message>
      <source>Golden round</source>
      <translation>Золотой круг</translation>
    </message>
    <message>
      <source>Golden round and blind bids</source>
      <translation>Золотой круг и торговля втёмную</translation>
    </message>
    <message>
      <source>Head in contracts, not in the normal game; trump only to win</source>
      <translation>Перебивать в играх, но не в обычной игре; козырять только чтобы взять</translation>
    </message>
    <message>
      <source>Hearts from deal</source>
      <translation>Черви с раздачи</translation>
    </message>
    <message>
      <source>In every contract but the normal game the declarer plays alone; off: his partner plays with him and the contract's goal is the team's (§11 #9).</source>
      <translation>В любой игре, кроме обычной, разыгрывающий играет один; выкл.: партнёр играет с ним, и цель игры — командная (§11 #9).</translation>
    </message>
    <message>
      <source>Its holder may name any suit as trumps before the play-or-pass round, or when he plays the Mönch (from the next trick on), or not at all.</source>
      <translation>Его владелец может назвать козырем любую масть до круга «играю или пас», или когда сыграет Mönch (со следующей взятки), или не называть вовсе.</translation>
    </message>
    <message>
      <source>Keep Ramsen's permanent trumps</source>
      <translation>Постоянные козыри Ramsen</translation>
    </message>
    <message>
      <source>Knocking</source>
      <translation>Стук</translation>
    </message>
    <message>
      <source>Kontra, Re and Sub</source>
      <translation>Kontra, Re и Sub</translation>
    </message>
    <message>
      <source>Lowest trump</source>
      <translation>Младший козырь</translation>
    </message>
    <message>
      <source>Marriage values</source>
      <translation>Цена марьяжей</translation>
    </message>
    <message>
      <source>Maxi (K♥), Belli (7♦) and Spitz (7♣) are the three highest trumps; the cutter may take a Critical seen at the bottom of the cut.</source>
      <translation>Maxi (K♥), Belli (7♦) и Spitz (7♣) — три старших козыря; снимающий может взять критическую карту, увиденную внизу снятой колоды.</translation>
    </message>
    <message>
      <source>Must win when following</source>
      <translation>Обязан брать, идя в масть</translation>
    </message>
    <message>
      <source>Mönch names trumps</source>
      <translation>Mönch называет козырь</translation>
    </message>
    <message>
      <source>Never</source>
      <translation>Никогда</translation>
    </message>
    <message>
      <source>Nine at the bottom</source>
      <translation>Девятка снизу</translation>
    </message>
    <message>
      <source>No exchange at 3 or less</source>
      <translation>Нет обмена при 3 и меньше</translation>
    </message>
    <message>
      <source>Nobody may drop when diamonds are trumps.</source>
      <translation>При бубновых козырях никто не может выйти.</translation>
    </message>
    <message>
      <source>One round</source>
      <translation>Один круг</translation>
    </message>
    <message>
      <source>One round of bids, or rounds until all but the highest bidder have passed.</source>
      <translation>Один круг ставок или круги, пока все, кроме сделавшего высшую ставку, не спасуют.</translation>
    </message>
    <message>
      <source>Only the lowest wins</source>
      <translation>Выигрывает только наименьший счёт</translation>
    </message>
    <message>
      <source>Plain: A K Q J 10 9 8 7</source>
      <translation>Простое: A K Q J 10 9 8 7</translation>
    </message>
    <message>
      <source>Play out Herrengang and Herrenschnapser</source>
      <translation>Разыгрывать Herrengang и Herrenschnapser</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Игроки</translation>
    </message>
    <message>
      <source>Players may bid up to 120 before looking at their cards; a blind winner's result counts double.</source>
      <translation>Игроки могут заявлять до 120, не посмотрев карты; результат выигравшего торговлю втёмную идёт вдвойне.</translation>
    </message>
    <message>
      <source>Points lost by a barrel player pushed off by a newcomer.</source>
      <translation>Очки, которые теряет игрок на бочке, если его сбил с бочки другой игрок.</translation>
    </message>
    <message>
      <source>Points lost by a barrel player who fails to win in three deals.</source>
      <translation>Очки, которые теряет игрок на бочке, не выигравший за три раздачи.</translation>
    </message>
    <message>
      <source>Polish (Tysiąc)</source>
      <translation>Польская (Tysiąc)</translation>
    </message>
    <message>
      <source>Raise after the stock</source>
      <translation>Повышение после прикупа</translation>
    </message>
    <message>
      <source>Rank of the Weli</source>
      <translation>Старшинство Weli</translation>
    </message>
    <message>
      <source>Re-deal after giving</source>
      <translation>Пересдача после передачи карт</translation>
    </message>
    <message>
      <source>Re-deal on four nines</source>
      <translation>Пересдача при четырёх девятках</translation>
    </message>
    <message>
      <source>Re-deal on nines in the stock</source>
      <translation>Пересдача при девятках в прикупе</translation>
    </message>
    <message>
      <source>Russian (standard)</source>
      <translation>Русская (стандарт)</translation>
    </message>
    <message>
      <source>Schleken</source>
      <translation>Schleken</translation>
    </message>
    <message>
      <source>Schleken obliges play</source>
      <translation>Schleken обязывает играть</translation>
    </message>
    <message>
      <source>Second highest trump</source>
      <translation>Второй по старшинству козырь</translation>
    </message>
    <message>
      <source>Short: five tokens</source>
      <translation>Короткая: пять фишек</translation>
    </message>
    <message>
      <source>Shorter: seven tokens</source>
      <translation>Покороче: семь фишек</translation>
    </message>
    <message>
      <source>Standard (as in the rule text)</source>
      <translation>Стандарт (как в тексте правил)</translation>
    </message>
    <message>
      <source>Standard: ten tokens</source>
      <translation>Стандарт: десять фишек</translation>
    </message>
    <message>
      <source>Tavern rules: Farb- und Stichzwang, knocking allowed</source>
      <translation>Трактирные правила: Farb- und Stichzwang, стук разрешён</translation>
    </message>
    <message>
      <source>Teams start at 24 and subtract their game points; first to 0 wins (§11 #16).</source>
      <translation>Команды начинают с 24 и вычитают свои очки партии; кто первым дойдёт до 0, выигрывает (§11 #16).</translation>
    </message>
    <message>
      <source>The WELI in a French pack</source>
      <translation>WELI во французской колоде</translation>
    </message>
    <message>
      <source>The WELI in a French pack: the six of diamonds, or a Joker. It plays the same either way; a German pack shows the Schellen-6.</source>
      <translation>WELI во французской колоде: шестёрка бубен или джокер. Играет одинаково; в немецкой колоде это Schellen-6.</translation>
    </message>
    <message>
      <source>The Weli is a permanent trump: the lowest one (as in the rule text), or the second highest, just below the trump ace (as in Austria).</source>
      <translation>Weli — постоянный козырь: самый младший (как в тексте правил) или второй по старшинству, сразу под козырным тузом (как в Австрии).</translation>
    </message>
    <message>
      <source>The announcer may name a suit he holds no card of.</source>
      <translation>Объявляющий может назвать масть, которой у него нет.</translation>
    </message>
    <message>
      <source>The cutter may knock instead of cutting: all five cards are dealt at once (§11 #3).</source>
      <translation>Снимающий может постучать вместо снятия: все пять карт сдаются сразу (§11 #3).</translation>
    </message>
    <message>
      <source>The cutter sees the bottom card of the cut and may take it into his hand; he then gets one card fewer in the first packet and may not exchange.</source>
      <translation>Снимающий видит нижнюю карту снятой колоды и может взять её в руку; тогда в первой пачке он получает на одну карту меньше и не может меняться.</translation>
    </message>
    <message>
      <source>The declarer always (forehand in the normal game)</source>
      <translation>Всегда разыгрывающий (в обычной игре — первая рука)</translation>
    </message>
    <message>
      <source>The declarer may demand a new deal when the stock holds two or more nines.</source>
      <translation>Разыгрывающий может требовать пересдачи, если в прикупе две девятки или больше.</translation>
    </message>
    <message>
      <source>The declarer may raise the contract after taking the stock.</source>
      <translation>Разыгрывающий может повысить заказ, взяв прикуп.</translation>
    </message>
    <message>
      <source>The first circle of deals has no auction: first hand plays 120 and every score of those deals is doubled.</source>
      <translation>В первом круге раздач нет торговли: первая рука играет 120, и все очки этих раздач удваиваются.</translation>
    </message>
    <message>
      <source>The first played</source>
      <translation>Сыгранная первой</translation>
    </message>
    <message>
      <source>The four-nines demand counts only for nines held in the dealt hand, never after cards are given.</source>
      <translation>Четыре девятки для пересдачи считаются только на сданной руке, а не после передачи карт.</translation>
    </message>
    <message>
      <source>The highest bid is 120 plus the marriages held (else 400).</source>
      <translation>Высшая ставка — 120 плюс марьяжи на руке (иначе 400).</translation>
    </message>
    <message>
      <source>The match ends at the trick that takes a player's last token, or the deal is finished and scored and the fewest tokens win (equal counts are joint winners).</source>
      <translation>Партия кончается на взятке, забравшей у игрока последнюю фишку, или раздача доигрывается и засчитывается, и выигрывает тот, у кого меньше фишек (при равенстве — вместе).</translation>
    </message>
    <message>
      <source>The opponents may double, and so on (§6, §11 #15).</source>
      <translation>Противники могут удвоить, и так далее (§6, §11 #15).</translation>
    </message>
    <message>
      <source>The other players only</source>
      <translation>Только остальные игроки</translation>
    </message>
    <message>
      <source>The sitting-out dealer scores the stock's card points and any marriage in it.</source>
      <translation>Неиграющий сдающий получает очки карт прикупа и марьяж в нём.</translation>
    </message>
    <message>
      <source>The six of diamonds (6♦)</source>
      <translation>Шестёрка бубен (6♦)</translation>
    </message>
    <message>
      <source>The winner</source>
      <translation>Победитель</translation>
    </message>
    <message>
      <source>The winner must reach exactly 0: a deal that goes below 0 bounces back up; otherwise 0 or less wins and the lowest score wins.</source>
      <translation>Победитель должен дойти ровно до 0: раздача, уводящая ниже 0, отскакивает вверх; иначе выигрывает 0 или меньше, и побеждает наименьший счёт.</translation>
    </message>
    <message>
      <source>These contracts cannot fail and are scored without play; on: they are played out (§4).</source>
      <translation>Эти игры не могут провалиться и засчитываются без розыгрыша; вкл.: их разыгрывают (§4).</translation>
    </message>
    <message>
      <source>Third fall resets to zero</source>
      <translation>Третье падение — на ноль</translation>
    </message>
    <message>
      <source>Three players; two players use two stocks; with four the dealer sits out.</source>
      <translation>Три игрока; вдвоём — два прикупа; вчетвером сдающий не играет.</translation>
    </message>
    <message>
      <source>Three to five players, each for himself (four is usual).</source>
      <translation>От трёх до пяти игроков, каждый сам за себя (обычно четыре).</translation>
    </message>
    <message>
      <source>Three to five players, each for himself.</source>
      <translation>От трёх до пяти игроков, каждый сам за себя.</translation>
    </message>
    <message>
      <source>Tokens</source>
      <translation>Фишки</translation>
    </message>
    <message>
      <source>Tokens each player starts with (the rule text names ten, seven or five); the first to get rid of his last token wins.</source>
      <translation>Фишек у каждого игрока в начале (в тексте правил — десять, семь или пять); кто первым избавится от последней фишки, выигрывает.</translation>
    </message>
    <message>
      <source>Trump from forehand's cards</source>
      <translation>Козырь из карт первой руки</translation>
    </message>
    <message>
      <source>Trump swap obliges play</source>
      <translation>Обмен козыря обязывает играть</translation>
    </message>
    <message>
      <source>Trumps without holding them</source>
      <translation>Козырь без карт этой масти</translation>
    </message>
    <message>
      <source>Turning up a trump</source>
      <translation>Открытие козыря</translation>
    </message>
    <message>
      <source>Two to five players, each for himself, and a widow hand.</source>
      <translation>От двух до пяти игроков, каждый сам за себя, и рука-вдова.</translation>
    </message>
    <message>
      <source>Two to four players, each for himself.</source>
      <translation>От двух до четырёх игроков, каждый сам за себя.</translation>
    </message>
    <message>
      <source>Until all others pass</source>
      <translation>Пока все остальные не спасуют</translation>
    </message>
    <message>
      <source>Up to five cards each</source>
      <translation>До пяти карт каждому</translation>
    </message>
    <message>
      <source>Weli at the cut</source>
      <translation>Weli при снятии</translation>
    </message>
    <message>
      <source>What a declarer who took fewer tricks than he bid scores.</source>
      <translation>Сколько получает разыгрывающий, взявший меньше взяток, чем заявил.</translation>
    </message>
    <message>
      <source>When several players reach 0 or less, only the lowest score wins (otherwise all of them win together).</source>
      <translation>Если до 0 или ниже дошли несколько игроков, выигрывает только наименьший счёт (иначе выигрывают все вместе).</translation>
    </message>
    <message>
      <source>When the Mönch is played</source>
      <translation>Когда сыгран Mönch</translation>
    </message>
    <message>
      <source>When the cutter finds the Weli at the bottom of the cut he may take it.</source>
      <translation>Если снимающий находит Weli внизу снятой колоды, он может его взять.</translation>
    </message>
    <message>
      <source>Whiteout</source>
      <translation>Пустышка</translation>
    </message>
    <message>
      <source>Who may announce a Bauernschnapser</source>
      <translation>Кто может объявить Bauernschnapser</translation>
    </message>
    <message>
      <source>Who may not exchange with 3 points or less.</source>
      <translation>Кто не может меняться при 3 очках и меньше.</translation>
    </message>
    <message>
      <source>Win above 1000 without the barrel</source>
      <translation>Выигрыш выше 1000 без бочки</translation>
    </message>
    <message>
      <source>§11 #10: who leads the first trick of a contract.</source>
      <translation>§11 #10: кто ходит первым в первой взятке игры.</translation>
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
      <translation>Обычная игра</translation>
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
