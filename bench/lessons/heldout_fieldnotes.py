# ruff: noqa: E501
"""Held-out split of the learning corpus: fieldnotes-android (Kotlin).

Data for a fair test: not tuned to any extractor, and not read by the people
tuning the learning code."""

from __future__ import annotations

from .heldout_outputs import gradle
from .model import Edit, Read, Run, Scenario, Write
from .model import aider as _ai
from .model import assistant as _a
from .model import claude_code as _cc
from .model import codex as _cx
from .model import user as _u

_APP_GRADLE = """plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.android)
    alias(libs.plugins.kotlin.compose)
    alias(libs.plugins.ksp)
}

android {
    namespace = "com.acme.fieldnotes"
    compileSdk = 34

    defaultConfig {
        applicationId = "com.acme.fieldnotes"
        minSdk = 26
        targetSdk = 34
        versionCode = 41
        versionName = "1.9.0"
    }
}

dependencies {
    implementation(libs.androidx.core.ktx)
    implementation(libs.androidx.lifecycle.viewmodel.compose)
    implementation(platform(libs.androidx.compose.bom))
    implementation(libs.androidx.compose.material3)
    implementation(libs.androidx.room.runtime)
    ksp(libs.androidx.room.compiler)
    testImplementation(libs.junit)
    testImplementation(libs.kotlinx.coroutines.test)
    testImplementation(libs.turbine)
}
"""

_GRADLE_COMPILE = (
    ":app:preBuild UP-TO-DATE",
    ":app:preDebugBuild UP-TO-DATE",
    ":app:generateDebugResValues UP-TO-DATE",
    ":app:processDebugResources",
    ":app:kspDebugKotlin",
    ":app:compileDebugKotlin",
    ":app:compileDebugJavaWithJavac NO-SOURCE",
)
_GRADLE_UNIT = (
    *_GRADLE_COMPILE,
    ":app:preDebugUnitTestBuild UP-TO-DATE",
    ":app:kspDebugUnitTestKotlin",
    ":app:compileDebugUnitTestKotlin",
)


def _main_dispatcher_failure(cls: str, test: str, line: int) -> str:
    return f"""{cls} > {test} FAILED
    java.lang.IllegalStateException: Module with the Main dispatcher had failed to initialize. For tests Dispatchers.setMain from kotlinx-coroutines-test module can be used
        at kotlinx.coroutines.internal.MissingMainCoroutineDispatcher.missing(MainDispatchers.kt:118)
        at kotlinx.coroutines.internal.MissingMainCoroutineDispatcher.isDispatchNeeded(MainDispatchers.kt:96)
        at kotlinx.coroutines.DispatchedContinuationKt.resumeCancellableWith(DispatchedContinuation.kt:319)
        at androidx.lifecycle.ViewModelKt.getViewModelScope(ViewModel.kt:44)
        at com.acme.fieldnotes.{cls}.{test.replace(" ", "_")}({cls}.kt:{line})

        Caused by:
        java.lang.RuntimeException: Method getMainLooper in android.os.Looper not mocked. See https://developer.android.com/r/studio-ui/build/not-mocked for details.
            at android.os.Looper.getMainLooper(Looper.java)
            ... 42 more

2 tests completed, 2 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:testDebugUnitTest'.
> There were failing tests. See the report at: file:///home/dev/fieldnotes-android/app/build/reports/tests/testDebugUnitTest/index.html
"""


SCENARIOS: list[Scenario] = [
    Scenario(
        id="kt-deps-through-version-catalog",
        kind="correction",
        stack="kotlin",
        project="fieldnotes-android",
        sessions=(
            _cc(
                7,
                _u(
                    "Notes can have photos now (the API returns photo_urls). Show the first "
                    "one as a thumbnail in the note list row. Coil is fine for loading."
                ),
                Read("app/build.gradle.kts", _APP_GRADLE),
                Edit(
                    "app/build.gradle.kts",
                    "    implementation(libs.androidx.room.runtime)",
                    "    implementation(libs.androidx.room.runtime)\n"
                    '    implementation("io.coil-kt.coil3:coil-compose:3.0.4")\n'
                    '    implementation("io.coil-kt.coil3:coil-network-okhttp:3.0.4")',
                ),
                Edit(
                    "app/src/main/java/com/acme/fieldnotes/list/NoteRow.kt",
                    "        Column(Modifier.weight(1f)) {",
                    "        note.photoUrls.firstOrNull()?.let { url ->\n"
                    "            AsyncImage(\n                model = url,\n"
                    "                contentDescription = null,\n"
                    "                contentScale = ContentScale.Crop,\n"
                    "                modifier = Modifier.size(56.dp).clip(MaterialTheme.shapes.small),\n"
                    "            )\n            Spacer(Modifier.width(12.dp))\n        }\n"
                    "        Column(Modifier.weight(1f)) {",
                ),
                Run(
                    "./gradlew :app:assembleDebug",
                    gradle(
                        (
                            *_GRADLE_COMPILE,
                            ":app:mergeDebugResources",
                            ":app:packageDebug",
                            ":app:assembleDebug",
                        ),
                        52,
                    ),
                ),
                _u(
                    "hmm, wrong place: versions live in gradle/libs.versions.toml and the "
                    "module only references libs.* aliases. renovate only bumps the catalog, "
                    "a literal coordinate in build.gradle.kts will just rot"
                ),
                _a("Got it — moving Coil into the version catalog and referencing the aliases."),
                Edit(
                    "gradle/libs.versions.toml",
                    '[versions]\nagp = "8.7.2"',
                    '[versions]\nagp = "8.7.2"\ncoil = "3.0.4"',
                ),
                Edit(
                    "gradle/libs.versions.toml",
                    "[libraries]\n",
                    "[libraries]\n"
                    'coil-compose = { module = "io.coil-kt.coil3:coil-compose", version.ref = "coil" }\n'
                    'coil-network-okhttp = { module = "io.coil-kt.coil3:coil-network-okhttp", '
                    'version.ref = "coil" }\n',
                ),
                Edit(
                    "app/build.gradle.kts",
                    '    implementation("io.coil-kt.coil3:coil-compose:3.0.4")\n'
                    '    implementation("io.coil-kt.coil3:coil-network-okhttp:3.0.4")',
                    "    implementation(libs.coil.compose)\n    implementation(libs.coil.network.okhttp)",
                ),
                Run(
                    "./gradlew :app:assembleDebug :app:testDebugUnitTest",
                    gradle(
                        (
                            *_GRADLE_UNIT,
                            ":app:testDebugUnitTest",
                            ":app:packageDebug",
                            ":app:assembleDebug",
                        ),
                        71,
                    ),
                ),
                _u("👍 and make the thumbnail corners a bit rounder, 8dp"),
                Edit(
                    "app/src/main/java/com/acme/fieldnotes/list/NoteRow.kt",
                    ".clip(MaterialTheme.shapes.small)",
                    ".clip(RoundedCornerShape(8.dp))",
                ),
                _a(
                    "Coil comes from the catalog now; thumbnail shows with 8dp corners. Build and unit tests pass."
                ),
            ),
        ),
        lesson=(
            "In fieldnotes-android, declare dependencies and their versions in "
            "gradle/libs.versions.toml and reference libs.* aliases from build.gradle.kts; "
            "no literal group:artifact:version coordinates in module build files."
        ),
        expect=(("libs.versions.toml", "version catalog"),),
        task="add a charting library for the weekly activity screen",
    ),
    Scenario(
        id="kt-strings-in-resources",
        kind="convention",
        stack="kotlin",
        project="fieldnotes-android",
        sessions=(
            _ai(
                13,
                _u(
                    "the note list needs an empty state: an icon, 'No notes yet' and a button "
                    "'Create your first note'. one rule for this codebase: always put "
                    "user-visible text in res/values/strings.xml and use stringResource() — "
                    "the translators only get that file"
                ),
                Read(
                    "app/src/main/java/com/acme/fieldnotes/list/NoteListScreen.kt",
                    """@Composable
fun NoteListScreen(state: NoteListState, onCreate: () -> Unit, onOpen: (Long) -> Unit) {
    LazyColumn(Modifier.fillMaxSize()) {
        items(state.notes, key = { it.id }) { note ->
            NoteRow(note, onClick = { onOpen(note.id) })
        }
    }
}
""",
                ),
                _a("I'll add the two strings to strings.xml and an EmptyNotes composable."),
                Edit(
                    "app/src/main/res/values/strings.xml",
                    "</resources>",
                    '    <string name="notes_empty_title">No notes yet</string>\n'
                    '    <string name="notes_empty_action">Create your first note</string>\n'
                    "</resources>",
                ),
                Edit(
                    "app/src/main/java/com/acme/fieldnotes/list/NoteListScreen.kt",
                    "    LazyColumn(Modifier.fillMaxSize()) {",
                    "    if (state.notes.isEmpty()) {\n"
                    "        EmptyNotes(onCreate)\n        return\n    }\n"
                    "    LazyColumn(Modifier.fillMaxSize()) {",
                ),
                Write(
                    "app/src/main/java/com/acme/fieldnotes/list/EmptyNotes.kt",
                    """package com.acme.fieldnotes.list

@Composable
fun EmptyNotes(onCreate: () -> Unit) {
    Column(
        Modifier.fillMaxSize().padding(32.dp),
        verticalArrangement = Arrangement.Center,
        horizontalAlignment = Alignment.CenterHorizontally,
    ) {
        Icon(Icons.Outlined.EditNote, contentDescription = null, Modifier.size(64.dp))
        Spacer(Modifier.height(16.dp))
        Text(stringResource(R.string.notes_empty_title), style = MaterialTheme.typography.titleMedium)
        Spacer(Modifier.height(16.dp))
        Button(onClick = onCreate) { Text(stringResource(R.string.notes_empty_action)) }
    }
}
""",
                ),
                Run(
                    "./gradlew :app:lintDebug",
                    gradle(
                        (
                            *_GRADLE_COMPILE,
                            ":app:lintAnalyzeDebug",
                            ":app:lintReportDebug",
                            ":app:lintDebug",
                        ),
                        64,
                    ),
                ),
                _u("nice. does the pt-rBR file need anything?"),
                _a(
                    "values-pt-rBR/strings.xml will fall back to English for the two new "
                    "keys until translators add them; lint reports them as MissingTranslation "
                    "warnings only."
                ),
            ),
        ),
        lesson=(
            "In fieldnotes-android, put every user-visible string in res/values/strings.xml "
            "and read it with stringResource(); no hardcoded text in composables."
        ),
        expect=(("strings.xml", "string resource", "stringresource"),),
        task="add a confirmation dialog before deleting a note",
    ),
    Scenario(
        id="kt-main-dispatcher-rule",
        kind="error_fix",
        stack="kotlin",
        project="fieldnotes-android",
        sessions=(
            _cx(
                10,
                _u(
                    "add a unit test for NoteListViewModel: notes from the repository flow "
                    "show up in state, and delete removes one"
                ),
                Write(
                    "app/src/test/java/com/acme/fieldnotes/NoteListViewModelTest.kt",
                    """package com.acme.fieldnotes

class NoteListViewModelTest {
    private val repo = FakeNotesRepository()

    @Test
    fun notes_from_repository_show_in_state() = runTest {
        repo.emit(listOf(note(1), note(2)))
        val vm = NoteListViewModel(repo)
        vm.state.test {
            assertEquals(listOf(1L, 2L), awaitItem().notes.map { it.id })
        }
    }

    @Test
    fun delete_removes_note() = runTest {
        repo.emit(listOf(note(1), note(2)))
        val vm = NoteListViewModel(repo)
        vm.delete(1)
        vm.state.test {
            assertEquals(listOf(2L), awaitItem().notes.map { it.id })
        }
    }
}
""",
                ),
                Run(
                    "./gradlew :app:testDebugUnitTest --tests '*NoteListViewModelTest'",
                    gradle(
                        _GRADLE_UNIT,
                        41,
                        _main_dispatcher_failure(
                            "NoteListViewModelTest", "delete removes note", 27
                        ),
                        ":app:testDebugUnitTest",
                    ),
                    exit_code=1,
                ),
                Run(
                    "ls app/src/test/java/com/acme/fieldnotes/util",
                    "FakeNotesRepository.kt\nMainDispatcherRule.kt\n",
                ),
                Edit(
                    "app/src/test/java/com/acme/fieldnotes/NoteListViewModelTest.kt",
                    "class NoteListViewModelTest {\n    private val repo = FakeNotesRepository()",
                    "class NoteListViewModelTest {\n"
                    "    @get:Rule\n    val mainDispatcherRule = MainDispatcherRule()\n\n"
                    "    private val repo = FakeNotesRepository()",
                ),
                Run(
                    "./gradlew :app:testDebugUnitTest --tests '*NoteListViewModelTest'",
                    gradle((*_GRADLE_UNIT, ":app:testDebugUnitTest"), 33),
                ),
                _a(
                    "viewModelScope dispatches on Dispatchers.Main, which doesn't exist on the "
                    "JVM; the test now installs the project's MainDispatcherRule. Both tests "
                    "pass."
                ),
                _u("run the whole unit test task to be sure"),
                Run(
                    "./gradlew :app:testDebugUnitTest",
                    gradle((*_GRADLE_UNIT, ":app:testDebugUnitTest"), 48),
                ),
            ),
            _cc(
                38,
                _u(
                    "SyncStatusViewModel: when sync fails show the error banner, and retry() "
                    "should clear it. write the tests first"
                ),
                Write(
                    "app/src/test/java/com/acme/fieldnotes/sync/SyncStatusViewModelTest.kt",
                    """package com.acme.fieldnotes.sync

class SyncStatusViewModelTest {
    private val sync = FakeSyncEngine()

    @Test
    fun failure_shows_banner() = runTest {
        val vm = SyncStatusViewModel(sync)
        sync.fail(IOException("offline"))
        assertEquals(Banner.Error("offline"), vm.banner.value)
    }

    @Test
    fun retry_clears_banner() = runTest {
        val vm = SyncStatusViewModel(sync)
        sync.fail(IOException("offline"))
        vm.retry()
        assertNull(vm.banner.value)
    }
}
""",
                ),
                Edit(
                    "app/src/main/java/com/acme/fieldnotes/sync/SyncStatusViewModel.kt",
                    "    val banner: StateFlow<Banner?> = MutableStateFlow(null)",
                    "    private val _banner = MutableStateFlow<Banner?>(null)\n"
                    "    val banner: StateFlow<Banner?> = _banner\n\n"
                    "    init {\n        viewModelScope.launch {\n"
                    '            sync.failures.collect { _banner.value = Banner.Error(it.message ?: "") }\n'
                    "        }\n    }\n\n"
                    "    fun retry() {\n        _banner.value = null\n"
                    "        viewModelScope.launch { sync.runNow() }\n    }",
                ),
                Run(
                    "./gradlew :app:testDebugUnitTest --tests '*SyncStatusViewModelTest'",
                    gradle(
                        _GRADLE_UNIT,
                        38,
                        _main_dispatcher_failure(
                            "sync.SyncStatusViewModelTest", "failure shows banner", 12
                        ),
                        ":app:testDebugUnitTest",
                    ),
                    exit_code=1,
                ),
                _a(
                    "Same thing as the other ViewModel tests: viewModelScope needs a Main "
                    "dispatcher. Adding the MainDispatcherRule."
                ),
                Edit(
                    "app/src/test/java/com/acme/fieldnotes/sync/SyncStatusViewModelTest.kt",
                    "class SyncStatusViewModelTest {\n    private val sync = FakeSyncEngine()",
                    "class SyncStatusViewModelTest {\n"
                    "    @get:Rule\n    val mainDispatcherRule = MainDispatcherRule()\n\n"
                    "    private val sync = FakeSyncEngine()",
                ),
                Run(
                    "./gradlew :app:testDebugUnitTest --tests '*SyncStatusViewModelTest'",
                    gradle((*_GRADLE_UNIT, ":app:testDebugUnitTest"), 29),
                ),
                _u("cool. wire the banner into the top bar too"),
                Edit(
                    "app/src/main/java/com/acme/fieldnotes/ui/TopBar.kt",
                    "    TopAppBar(title = { Text(title) })",
                    "    Column {\n        TopAppBar(title = { Text(title) })\n"
                    "        banner?.let { SyncErrorBanner(it, onRetry) }\n    }",
                ),
                Run(
                    "./gradlew :app:assembleDebug",
                    gradle((*_GRADLE_COMPILE, ":app:packageDebug", ":app:assembleDebug"), 47),
                ),
            ),
        ),
        lesson=(
            "fieldnotes-android ViewModel unit tests need `@get:Rule val mainDispatcherRule = "
            "MainDispatcherRule()` (Dispatchers.setMain), or viewModelScope fails with 'Module "
            "with the Main dispatcher had failed to initialize'."
        ),
        expect=(("maindispatcherrule", "setmain", "main dispatcher"),),
        task="write tests for the note editor's view model",
    ),
    Scenario(
        id="kt-target-sdk-35-undone",
        kind="revert",
        stack="kotlin",
        project="fieldnotes-android",
        sessions=(
            _ai(
                24,
                _u("play console is nagging about target api. bump compileSdk and targetSdk to 35"),
                Edit(
                    "app/build.gradle.kts",
                    "    compileSdk = 34",
                    "    compileSdk = 35",
                ),
                Edit(
                    "app/build.gradle.kts",
                    "        targetSdk = 34",
                    "        targetSdk = 35",
                ),
                Run(
                    "./gradlew :app:assembleDebug",
                    gradle((*_GRADLE_COMPILE, ":app:packageDebug", ":app:assembleDebug"), 58),
                ),
                Run(
                    "./gradlew :app:verifyRoborazziDebug",
                    gradle(
                        (*_GRADLE_UNIT,),
                        96,
                        """NoteListScreenshotTest > noteList_populated FAILED
    java.lang.AssertionError: com.acme.fieldnotes.list.NoteListScreenshotTest.noteList_populated.png is changed.
    See the diff at app/build/outputs/roborazzi/noteList_populated_compare.png
        at com.github.takahirom.roborazzi.RoborazziKt.verify(Roborazzi.kt:401)

EditorScreenshotTest > editor_keyboardOpen FAILED
    java.lang.AssertionError: com.acme.fieldnotes.editor.EditorScreenshotTest.editor_keyboardOpen.png is changed.
    See the diff at app/build/outputs/roborazzi/editor_keyboardOpen_compare.png

14 tests completed, 6 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:verifyRoborazziDebug'.
> There were failing tests. See the report at: file:///home/dev/fieldnotes-android/app/build/reports/tests/testDebugUnitTest/index.html
""",
                        ":app:verifyRoborazziDebug",
                    ),
                    exit_code=1,
                ),
                _a(
                    "Targeting 35 enforces edge-to-edge: the top bar now draws under the status "
                    "bar and the editor toolbar under the navigation bar, so six screenshots "
                    "changed. Fixing it means adding WindowInsets padding across the screens."
                ),
                _u(
                    "no, put it back. edge-to-edge is its own ticket (FN-212) with design "
                    "review. we stay on targetSdk 34 until that lands, the play deadline is "
                    "november"
                ),
                _u("/undo"),
                Run(
                    "./gradlew :app:verifyRoborazziDebug",
                    gradle((*_GRADLE_UNIT, ":app:verifyRoborazziDebug"), 81),
                ),
                _u("ok good, thanks"),
            ),
        ),
        lesson=(
            "Don't raise targetSdk to 35 in fieldnotes-android on its own: it enforces "
            "edge-to-edge and breaks the screenshot tests; stay on 34 until the insets work "
            "(FN-212) lands."
        ),
        expect=(
            ("targetsdk", "target sdk", "sdk 35", "api 35"),
            ("edge-to-edge", "edge to edge", "inset", "34"),
        ),
        task="prepare the app for the Play Store target API requirement",
    ),
    Scenario(
        id="kt-fab-tweak",
        kind="none",
        stack="kotlin",
        project="fieldnotes-android",
        distractor="one-off",
        sessions=(
            _cc(
                44,
                _u(
                    "make the save FAB on the editor use the tertiary container color, design asked"
                ),
                Read(
                    "app/src/main/java/com/acme/fieldnotes/editor/EditorScreen.kt",
                    """        floatingActionButton = {
            FloatingActionButton(onClick = onSave) {
                Icon(Icons.Filled.Check, contentDescription = stringResource(R.string.editor_save))
            }
        },
""",
                ),
                Edit(
                    "app/src/main/java/com/acme/fieldnotes/editor/EditorScreen.kt",
                    "            FloatingActionButton(onClick = onSave) {",
                    "            FloatingActionButton(\n                onClick = onSave,\n"
                    "                containerColor = MaterialTheme.colorScheme.tertiaryContainer,\n"
                    "                contentColor = MaterialTheme.colorScheme.onTertiaryContainer,\n"
                    "            ) {",
                ),
                Run(
                    "./gradlew :app:assembleDebug",
                    gradle((*_GRADLE_COMPILE, ":app:packageDebug", ":app:assembleDebug"), 44),
                ),
                _u("and the content description should say 'Save note' not 'Save'"),
                Edit(
                    "app/src/main/res/values/strings.xml",
                    '<string name="editor_save">Save</string>',
                    '<string name="editor_save">Save note</string>',
                ),
                _a("Done: tertiary container colors on the FAB, and the label reads 'Save note'."),
                _u("lovely, ty"),
            ),
        ),
        lesson="(none: one-off UI tweak)",
        expect=(),
        task="add a share button to the note detail screen",
    ),
]
