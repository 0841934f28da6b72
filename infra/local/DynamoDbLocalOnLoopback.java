// Starts AWS's DynamoDB Local like its own main class does, but listening on 127.0.0.1 only: its
// Jetty server binds every interface and the jar offers no option for the address. Compiled once by
// infra/local/dynamodb-launcher.ts and run by infra/local/dynamodb-process.ts in a process group of
// its own: it ends when its stdin closes, that is when the Node process that started it ends, even
// killed with SIGKILL, so it never outlives the local cloud.
import java.io.IOException;
import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

public class DynamoDbLocalOnLoopback {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    // The Jetty server is created, not yet started: its connector can still change its address.
    Field serverField = DynamoDBProxyServer.class.getDeclaredField("server");
    serverField.setAccessible(true);
    Server server = (Server) serverField.get(proxy);
    for (Connector connector : server.getConnectors()) {
      ((ServerConnector) connector).setHost("127.0.0.1");
    }
    Thread parentWatch = new Thread(() -> {
      try {
        while (System.in.read() != -1) {
          // Nothing is ever sent: the read only waits for the end.
        }
      } catch (IOException closed) {
        // A broken stdin means the same: the parent is gone.
      }
      System.exit(0);
    });
    parentWatch.setDaemon(true);
    parentWatch.start();
    proxy.start();
    proxy.join();
  }
}
