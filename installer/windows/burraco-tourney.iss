; Inno Setup script: the Windows installer of Burraco Tourney (see installer/README.md).
;
; Build the one-folder program first (PyInstaller with installer\burraco-tourney.spec, into dist\), then
; from the checkout's top folder:
;
;     "C:\Program Files (x86)\Inno Setup 6\ISCC.exe" /DAppVersion=0.1.0 installer\windows\burraco-tourney.iss
;
; which writes dist\burraco-tourney-<version>-windows-x64-setup.exe.
;
; What it installs: the program folder (per user without administrator rights, or for all users when the
; installing person chooses so), a start-menu entry, optionally a desktop icon, the file association for
; .burraco tournament databases, and an uninstaller (Settings > Apps). Uninstalling removes the program
; and its registry entries, never the tournaments: they live in the user's data folder
; (%LOCALAPPDATA%\burraco-tourney) or wherever the director saved them.
;
; File association: a tournament database is an SQLite file, and the program opens any file name. Files
; named *.burraco open in Burraco Tourney on a double click ("gui --db FILE"). *.sqlite files, which many
; programs use, are not taken over: Burraco Tourney is only added to their "Open with" list. JSON
; tournament files are not associated: they are imported (File menu or `import`), not opened.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "Burraco Tourney"
#define AppExe "burraco-tourney-gui.exe"
#define ProgId "BurracoTourney.Database"

[Setup]
; The AppId identifies the program for upgrades and the uninstaller: never change it.
AppId={{6C1B9E43-52F0-4E7B-9A3D-2B8F0E5D7A11}
AppName={#AppName}
AppVersion={#AppVersion}
AppPublisher=Burraco Tourney developers
AppComments=Run Burraco pair tournaments: registration, movements, score sheets, standings
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Installs for the current user without administrator rights; the first page offers all users instead.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
SourceDir=..\..
OutputDir=dist
OutputBaseFilename=burraco-tourney-{#AppVersion}-windows-x64-setup
SetupIconFile=resources\icons\burraco-tourney.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "it"; MessagesFile: "compiler:Languages\Italian.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"

[CustomMessages]
en.AssociateFiles=Open .burraco tournament databases with Burraco Tourney
it.AssociateFiles=Apri i database di torneo .burraco con Burraco Tourney
de.AssociateFiles=.burraco-Turnierdatenbanken mit Burraco Tourney öffnen
en.FileKind=Burraco tournament database
it.FileKind=Database di torneo di burraco
de.FileKind=Burraco-Turnierdatenbank

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "associate"; Description: "{cm:AssociateFiles}"

[Files]
; The whole one-folder build: the windowed program, the console one (command line, self-test) and _internal\.
Source: "dist\burraco-tourney\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; HKA is the current user's classes for a per-user install, the machine's for an all-users install.
Root: HKA; Subkey: "Software\Classes\.burraco"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue; Tasks: associate
Root: HKA; Subkey: "Software\Classes\.burraco\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.sqlite\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "{cm:FileKind}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" gui --db ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".burraco"; ValueData: ""; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".sqlite"; ValueData: ""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
