// Offline stand-ins for ggp-base's PlayerRunner and GameServerRunner (which find gamers by
// reflection and games in an online repository), for tests/ggp_base.rs. Compiled against a
// ggp-base checkout (GGP_BASE_DIR) with javac; uses only ggp-base's public classes.
//   player PORT montecarlo|searchlight    a sample gamer on PORT; prints "ready" when listening
//   match FILE.kif STARTCLOCK PLAYCLOCK HOST:PORT...   one match by ggp-base's GameServer;
//                                         prints its match JSON
//   scrambled-match ...                   the same with ggp-base's symbol scrambler on

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

import org.ggp.base.player.GamePlayer;
import org.ggp.base.player.gamer.Gamer;
import org.ggp.base.player.gamer.statemachine.sample.SampleMonteCarloGamer;
import org.ggp.base.player.gamer.statemachine.sample.SampleSearchLightGamer;
import org.ggp.base.server.GameServer;
import org.ggp.base.util.game.Game;
import org.ggp.base.util.match.Match;

public final class GgpBaseRunner {
    public static void main(String[] args) throws Exception {
        if (args[0].equals("player")) {
            Gamer gamer = args[2].equals("searchlight") ? new SampleSearchLightGamer() : new SampleMonteCarloGamer();
            GamePlayer player = new GamePlayer(Integer.parseInt(args[1]), gamer);
            player.start();
            System.out.println("ready");
            System.out.flush();
            player.join();
            return;
        }
        String text = new String(Files.readAllBytes(Paths.get(args[1])), StandardCharsets.UTF_8);
        Game game = Game.createEphemeralGame(Game.preprocessRulesheet(text));
        Match match = new Match("ggpbase." + System.currentTimeMillis(), -1, Integer.parseInt(args[2]),
                Integer.parseInt(args[3]), game, "");
        if (args[0].equals("scrambled-match")) {
            match.enableScrambling();
        }
        List<String> hosts = new ArrayList<String>();
        List<Integer> ports = new ArrayList<Integer>();
        for (int i = 4; i < args.length; i++) {
            int colon = args[i].lastIndexOf(':');
            hosts.add(args[i].substring(0, colon));
            ports.add(Integer.parseInt(args[i].substring(colon + 1)));
        }
        GameServer server = new GameServer(match, hosts, ports);
        server.start();
        server.join();
        System.out.println(match.toJSON());
    }
}
