; Windows installer of Kartln (NSIS 3). packaging/build.py compiles it after PyInstaller:
;
;   makensis -DVERSION=0.1.0 packaging\windows\kartln.nsi
;
; DIST is the one-folder application (kartln.exe and _internal\), by default dist\kartln, and
; OUTFILE the setup program. Relative paths are relative to this folder: makensis works in the
; folder of the script. The installer needs no
; administrator rights: it installs for the current user into %LOCALAPPDATA%\Programs\Kartln,
; adds Start-menu and desktop shortcuts and an entry under "Installed apps" with an uninstaller.
; The uninstaller removes the program and keeps the player's settings and saves (those live in
; %LOCALAPPDATA%\kartln, written by the program, not by the installer).
; -DCHECK compiles without compression: a quick check of the script on any system with makensis.

Unicode true
ManifestDPIAware true
Target amd64-unicode

!ifndef VERSION
  !error "define VERSION, e.g. makensis -DVERSION=0.1.0"
!endif
!ifndef VIVERSION
  !define VIVERSION "${VERSION}.0"
!endif
!define /ifndef DIST "..\..\dist\kartln"
!define /ifndef OUTFILE "..\..\dist\kartln-${VERSION}-windows-x64-setup.exe"
!define /ifndef ICON "..\..\resources\icons\kartln.ico"

!define APPNAME "Kartln"
!define EXE "kartln.exe"
!define REGKEY "Software\Kartln"
!define UNINSTKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Kartln"

Name "${APPNAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APPNAME}"
InstallDirRegKey HKCU "${REGKEY}" "InstallDir"
RequestExecutionLevel user
BrandingText "${APPNAME} ${VERSION}"

!ifdef CHECK
  SetCompress off
!else
  SetCompressor /SOLID lzma
  SetCompressorDictSize 64
!endif

!include "MUI2.nsh"
!include "FileFunc.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!define MUI_FINISHPAGE_RUN_TEXT "$(RunKartln)"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The first language is the default; Windows picks the one of the user's display language.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "German"
!insertmacro MUI_LANGUAGE "Polish"
!insertmacro MUI_LANGUAGE "Russian"
!insertmacro MUI_LANGUAGE "Ukrainian"
!insertmacro MUI_LANGUAGE "Czech"
!insertmacro MUI_LANGUAGE "Slovak"
!insertmacro MUI_LANGUAGE "Hungarian"

LangString RunKartln ${LANG_ENGLISH} "Start Kartln"
LangString RunKartln ${LANG_GERMAN} "Kartln starten"
LangString RunKartln ${LANG_POLISH} "Uruchom Kartln"
LangString RunKartln ${LANG_RUSSIAN} "Запустить Kartln"
LangString RunKartln ${LANG_UKRAINIAN} "Запустити Kartln"
LangString RunKartln ${LANG_CZECH} "Spustit Kartln"
LangString RunKartln ${LANG_SLOVAK} "Spustiť Kartln"
LangString RunKartln ${LANG_HUNGARIAN} "A Kartln indítása"

LangString SecProgram ${LANG_ENGLISH} "Kartln and a Start-menu shortcut"
LangString SecProgram ${LANG_GERMAN} "Kartln und eine Verknüpfung im Startmenü"
LangString SecProgram ${LANG_POLISH} "Kartln i skrót w menu Start"
LangString SecProgram ${LANG_RUSSIAN} "Kartln и ярлык в меню «Пуск»"
LangString SecProgram ${LANG_UKRAINIAN} "Kartln і ярлик у меню «Пуск»"
LangString SecProgram ${LANG_CZECH} "Kartln a zástupce v nabídce Start"
LangString SecProgram ${LANG_SLOVAK} "Kartln a odkaz v ponuke Štart"
LangString SecProgram ${LANG_HUNGARIAN} "Kartln és parancsikon a Start menüben"

LangString SecDesktop ${LANG_ENGLISH} "Desktop shortcut"
LangString SecDesktop ${LANG_GERMAN} "Verknüpfung auf dem Desktop"
LangString SecDesktop ${LANG_POLISH} "Skrót na pulpicie"
LangString SecDesktop ${LANG_RUSSIAN} "Ярлык на рабочем столе"
LangString SecDesktop ${LANG_UKRAINIAN} "Ярлик на робочому столі"
LangString SecDesktop ${LANG_CZECH} "Zástupce na ploše"
LangString SecDesktop ${LANG_SLOVAK} "Odkaz na pracovnej ploche"
LangString SecDesktop ${LANG_HUNGARIAN} "Parancsikon az asztalon"

VIProductVersion "${VIVERSION}"
VIFileVersion "${VIVERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductName" "${APPNAME}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileDescription" "${APPNAME} ${VERSION} setup"
VIAddVersionKey /LANG=${LANG_ENGLISH} "CompanyName" "${APPNAME}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "LegalCopyright" "Kartln contributors, GPL-3.0-or-later"

Section "!$(SecProgram)" SecProgram
  SectionIn RO
  SetOutPath "$INSTDIR"
  ; an older version's files go first, so no stale module survives an update
  RMDir /r "$INSTDIR\_internal"
  File /r "${DIST}\*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${APPNAME}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0

  WriteRegStr HKCU "${REGKEY}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayName" "${APPNAME}"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTKEY}" "Publisher" "Kartln contributors"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayIcon" "$INSTDIR\${EXE},0"
  WriteRegStr HKCU "${UNINSTKEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTKEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTKEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKCU "${UNINSTKEY}" "EstimatedSize" "$0"
SectionEnd

Section "$(SecDesktop)" SecDesktop
  CreateShortcut "$DESKTOP\${APPNAME}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecProgram} "$(SecProgram)"
  !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} "$(SecDesktop)"
!insertmacro MUI_FUNCTION_DESCRIPTION_END

Section "Uninstall"
  Delete "$SMPROGRAMS\${APPNAME}.lnk"
  Delete "$DESKTOP\${APPNAME}.lnk"
  ; only what the installer put there: the folder itself goes only when it is empty
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTKEY}"
  DeleteRegKey HKCU "${REGKEY}"
SectionEnd
